-- Live updates (decision 047): the database itself announces every change the dispatch board and the passenger's
-- page show, on one channel (`live_changes`), so no code path can forget to. Statement-level triggers with
-- transition tables: one notification per statement, however many rows it touched. The payload is small JSON,
-- {"k": kind, "b": [booking ids], "d": [driver ids]}, or {"k": kind, "all": true} past 50 ids of either (a bulk
-- change: listeners read everything again), well under PostgreSQL's 8000-byte limit. PostgreSQL delivers it
-- at commit, to every process LISTENing (PGlite likewise, to its one process); a rolled-back change says nothing.

CREATE OR REPLACE FUNCTION live_notify(kind text, booking_ids uuid[], driver_ids uuid[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  booking_ids := coalesce(booking_ids, '{}');
  driver_ids := coalesce(driver_ids, '{}');
  IF cardinality(booking_ids) = 0 AND cardinality(driver_ids) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(booking_ids) > 50 OR cardinality(driver_ids) > 50 THEN
    PERFORM pg_notify('live_changes', json_build_object('k', kind, 'all', true)::text);
  ELSE
    PERFORM pg_notify('live_changes', json_build_object('k', kind, 'b', booking_ids, 'd', driver_ids)::text);
  END IF;
END
$$;
--> statement-breakpoint

-- Bookings: any insert, update (status, driver, pickup, anything) or delete; the drivers before and after (a
-- reassignment moves the ride from one chauffeur's row to another's).
CREATE OR REPLACE FUNCTION live_bookings_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM live_notify('booking',
      (SELECT array_agg(DISTINCT id) FROM live_new),
      (SELECT array_agg(DISTINCT driver_id) FROM live_new WHERE driver_id IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM live_notify('booking',
      (SELECT array_agg(DISTINCT id) FROM live_new),
      (SELECT array_agg(DISTINCT x.driver_id) FROM
        (SELECT driver_id FROM live_new UNION SELECT driver_id FROM live_old) x WHERE x.driver_id IS NOT NULL));
  ELSE
    PERFORM live_notify('booking',
      (SELECT array_agg(DISTINCT id) FROM live_old),
      (SELECT array_agg(DISTINCT driver_id) FROM live_old WHERE driver_id IS NOT NULL));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_live_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS live_new FOR EACH STATEMENT EXECUTE FUNCTION live_bookings_changed();
--> statement-breakpoint
CREATE TRIGGER bookings_live_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS live_old NEW TABLE AS live_new FOR EACH STATEMENT EXECUTE FUNCTION live_bookings_changed();
--> statement-breakpoint
CREATE TRIGGER bookings_live_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS live_old FOR EACH STATEMENT EXECUTE FUNCTION live_bookings_changed();
--> statement-breakpoint

-- A chauffeur's trips: accept or assignment (insert), every stage, completion, cancellation (update).
CREATE OR REPLACE FUNCTION live_trips_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM live_notify('trip',
    (SELECT array_agg(DISTINCT booking_id) FROM live_new),
    (SELECT array_agg(DISTINCT driver_id) FROM live_new));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER driver_trips_live_insert AFTER INSERT ON driver_trips
  REFERENCING NEW TABLE AS live_new FOR EACH STATEMENT EXECUTE FUNCTION live_trips_changed();
--> statement-breakpoint
CREATE TRIGGER driver_trips_live_update AFTER UPDATE ON driver_trips
  REFERENCING NEW TABLE AS live_new FOR EACH STATEMENT EXECUTE FUNCTION live_trips_changed();
--> statement-breakpoint

-- Chauffeurs: a new one, or a row that really changed (duty status, last position and its time, or any column
-- added later); an UPDATE that wrote the same values says nothing. The bookings of their open trips (assigned or
-- in progress) go with it, so the passenger's page of a ride follows its chauffeur's position.
CREATE OR REPLACE FUNCTION live_drivers_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id) INTO ids FROM live_new;
  ELSE
    SELECT array_agg(n.user_id) INTO ids
      FROM live_new n JOIN live_old o ON o.user_id = n.user_id
      WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o);
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM live_notify('driver',
    (SELECT array_agg(DISTINCT t.booking_id) FROM driver_trips t
      WHERE t.driver_id = ANY (ids) AND t.status IN ('assigned', 'in_progress')),
    ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER drivers_live_insert AFTER INSERT ON drivers
  REFERENCING NEW TABLE AS live_new FOR EACH STATEMENT EXECUTE FUNCTION live_drivers_changed();
--> statement-breakpoint
CREATE TRIGGER drivers_live_update AFTER UPDATE ON drivers
  REFERENCING OLD TABLE AS live_old NEW TABLE AS live_new FOR EACH STATEMENT EXECUTE FUNCTION live_drivers_changed();
