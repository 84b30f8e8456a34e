CREATE TABLE "base_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"tlc_base_license" text,
	"base_name" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "base_settings_one_row" CHECK ("base_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "compliance_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document" text NOT NULL,
	"driver_id" uuid,
	"car_id" uuid,
	"content_type" text NOT NULL,
	"data" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_files_one_subject" CHECK (("compliance_files"."driver_id" is null) <> ("compliance_files"."car_id" is null))
);
--> statement-breakpoint
CREATE TABLE "compliance_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"expiry" date NOT NULL,
	"days_before" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_cars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer NOT NULL,
	"color" text NOT NULL,
	"vehicle_type" text NOT NULL,
	"seats" smallint NOT NULL,
	"plate" text NOT NULL,
	"tlc_vehicle_license_number" text,
	"tlc_vehicle_license_expiry" date,
	"vin" text,
	"insurance_carrier" text,
	"insurance_policy_number" text,
	"insurance_expiry" date,
	"inspection_expiry" date,
	"owner" text DEFAULT 'chauffeur' NOT NULL,
	"affiliated_base_license" text,
	"driver_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fleet_cars_seats_check" CHECK ("fleet_cars"."seats" between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "driver_trips" ADD COLUMN "completed_lat" double precision;--> statement-breakpoint
ALTER TABLE "driver_trips" ADD COLUMN "completed_lng" double precision;--> statement-breakpoint
ALTER TABLE "driver_trips" ADD COLUMN "car_id" uuid;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "state_license_state" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "state_license_expiry" date;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "tlc_license_number" text;--> statement-breakpoint
ALTER TABLE "drivers" ADD COLUMN "tlc_license_expiry" date;--> statement-breakpoint
ALTER TABLE "base_settings" ADD CONSTRAINT "base_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_files" ADD CONSTRAINT "compliance_files_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_files" ADD CONSTRAINT "compliance_files_car_id_fleet_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."fleet_cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_files" ADD CONSTRAINT "compliance_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_cars" ADD CONSTRAINT "fleet_cars_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_files_driver_idx" ON "compliance_files" USING btree ("driver_id","document","uploaded_at");--> statement-breakpoint
CREATE INDEX "compliance_files_car_idx" ON "compliance_files" USING btree ("car_id","document","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_reminders_once_key" ON "compliance_reminders" USING btree ("document","subject_id","expiry","days_before");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_cars_plate_key" ON "fleet_cars" USING btree ("plate");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_cars_vin_key" ON "fleet_cars" USING btree ("vin") WHERE "fleet_cars"."vin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_cars_driver_key" ON "fleet_cars" USING btree ("driver_id") WHERE "fleet_cars"."driver_id" is not null;--> statement-breakpoint
ALTER TABLE "driver_trips" ADD CONSTRAINT "driver_trips_car_id_fleet_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."fleet_cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Each chauffeur's car becomes a fleet unit of its own, assigned to them (a plate already taken by an earlier
-- chauffeur's car is left for the admin to record). The TLC and insurance dates were never asked: they stay empty,
-- which the compliance view lists as "not on file".
INSERT INTO "fleet_cars" ("make", "model", "year", "color", "vehicle_type", "seats", "plate", "insurance_carrier",
  "insurance_policy_number", "owner", "driver_id")
SELECT DISTINCT ON (upper(regexp_replace(d."license_plate", '\s', '', 'g')))
  d."vehicle_make", d."vehicle_model",
  coalesce(nullif(substring(d."vehicle_year" from '(\d{4})'), '')::int, 2020),
  coalesce(d."vehicle_color", ''), d."vehicle_type",
  CASE d."vehicle_type" WHEN 'van' THEN 12 WHEN 'limo' THEN 8 WHEN 'suv' THEN 6 ELSE 3 END,
  upper(regexp_replace(d."license_plate", '\s', '', 'g')),
  a."insurance_company", a."policy_number", 'chauffeur', d."user_id"
FROM "drivers" d LEFT JOIN "driver_applications" a ON a."id" = d."application_id"
ORDER BY upper(regexp_replace(d."license_plate", '\s', '', 'g')), d."created_at";
--> statement-breakpoint
UPDATE "drivers" d SET "state_license_state" = upper(a."state"),
  "state_license_expiry" = CASE WHEN a."license_expiry" ~ '^\d{4}-\d{2}-\d{2}$' THEN a."license_expiry"::date END
FROM "driver_applications" a WHERE a."id" = d."application_id";
--> statement-breakpoint
UPDATE "driver_trips" t SET "car_id" = c."id" FROM "fleet_cars" c WHERE c."driver_id" = t."driver_id";
--> statement-breakpoint
-- A car's documents or its chauffeur changed: the chauffeurs concerned (old and new) are announced as changed
-- (decision 047), so every process's board shows the compliance flags at once.
CREATE OR REPLACE FUNCTION live_cars_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(driver_id) INTO ids FROM live_new WHERE driver_id IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT x) INTO ids FROM (
      SELECT n.driver_id AS x FROM live_new n JOIN live_old o ON o.id = n.id
        WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o)
      UNION SELECT o.driver_id FROM live_new n JOIN live_old o ON o.id = n.id
        WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o)
    ) changed WHERE x IS NOT NULL;
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
CREATE TRIGGER fleet_cars_live_insert AFTER INSERT ON fleet_cars
  REFERENCING NEW TABLE AS live_new FOR EACH STATEMENT EXECUTE FUNCTION live_cars_changed();
--> statement-breakpoint
CREATE TRIGGER fleet_cars_live_update AFTER UPDATE ON fleet_cars
  REFERENCING OLD TABLE AS live_old NEW TABLE AS live_new FOR EACH STATEMENT EXECUTE FUNCTION live_cars_changed();
