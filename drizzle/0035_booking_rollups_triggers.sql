-- The analytics' daily rollups (decision 048), kept by triggers in the transaction of every change.
-- Generated from src/server/modules/admin/areas.ts (areaSql) and money-sql.ts (passThroughCents, isEarned):
-- a change to either needs a new migration that replaces these functions and rebuilds the rollups; the API
-- test test/api/analytics-rollups.test.ts compares the rollups with the raw query and fails until it does.
CREATE FUNCTION booking_rollup_areas(b bookings, OUT from_area text, OUT to_area text) LANGUAGE sql IMMUTABLE AS $fn$
  SELECT (case when x.pickup_lat is null or x.pickup_lng is null then (case when (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% jfk %' or (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% kennedy airport %' then 'jfk' when (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% laguardia %' or (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% lga %' then 'lga' when (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% newark airport %' or (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% newark liberty %' or (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% ewr %' then 'ewr' when (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% teterboro %' then 'teb' when (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% westchester county airport %' or (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% hpn %' then 'hpn' when (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% macarthur airport %' or (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% isp %' then 'isp' when (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% bronx %' then 'bronx' when (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% queens %' or (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% astoria %' or (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% flushing %' or (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% jamaica ny %' then 'queens' when (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% brooklyn %' then 'brooklyn' when (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% staten island %' then 'staten-island' when (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% nj %' or (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% new jersey %' then 'new-jersey' when (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% long island %' then 'long-island' when (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% westchester %' then 'westchester' when (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% ct %' or (' ' || trim(regexp_replace(lower(coalesce(x.pickup_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% connecticut %' then 'connecticut' else 'other' end) when power((x.pickup_lng - -73.7781) * 52.32, 2) + power((x.pickup_lat - 40.6413) * 69.05, 2) <= 4.840000000000001 then 'jfk' when power((x.pickup_lng - -73.874) * 52.32, 2) + power((x.pickup_lat - 40.7769) * 69.05, 2) <= 1.2100000000000002 then 'lga' when power((x.pickup_lng - -74.1745) * 52.32, 2) + power((x.pickup_lat - 40.6895) * 69.05, 2) <= 3.24 then 'ewr' when power((x.pickup_lng - -74.0608) * 52.32, 2) + power((x.pickup_lat - 40.8501) * 69.05, 2) <= 0.6400000000000001 then 'teb' when power((x.pickup_lng - -73.7076) * 52.32, 2) + power((x.pickup_lat - 41.067) * 69.05, 2) <= 1 then 'hpn' when power((x.pickup_lng - -73.1002) * 52.32, 2) + power((x.pickup_lat - 40.7952) * 69.05, 2) <= 1 then 'isp' when x.pickup_lat between 40.699 and 40.878 and x.pickup_lng between -74.021 and -73.909 and '((-74.02,40.699),(-74.009,40.7),(-74,40.707),(-73.987,40.7092),(-73.977,40.71),(-73.97,40.72),(-73.9715,40.729),(-73.969,40.742),(-73.965,40.75),(-73.956,40.759),(-73.941,40.777),(-73.9385,40.788),(-73.931,40.798),(-73.932,40.807),(-73.9335,40.82),(-73.932,40.83),(-73.9275,40.846),(-73.914,40.866),(-73.909,40.876),(-73.923,40.878),(-73.931,40.8725),(-73.937,40.861),(-73.954,40.851),(-73.958,40.83),(-73.965,40.818),(-73.979,40.8),(-73.994,40.78),(-74.006,40.762),(-74.015,40.745),(-74.016,40.73),(-74.021,40.715))'::polygon @> point(x.pickup_lng, x.pickup_lat) then (case when (x.pickup_lat + 0.39 * (x.pickup_lng - (-73.98))) < 40.7313 then 'manhattan-lower' when (x.pickup_lat + 0.39 * (x.pickup_lng - (-73.98))) < 40.767 then 'manhattan-midtown' when (x.pickup_lat + 0.39 * (x.pickup_lng - (-73.98))) < 40.8095 then 'manhattan-uptown' else 'manhattan-upper' end) when x.pickup_lat between 40.8 and 40.915 and x.pickup_lng between -73.934 and -73.77 and '((-73.934,40.8),(-73.77,40.8),(-73.77,40.865),(-73.795,40.88),(-73.825,40.887),(-73.86,40.905),(-73.91,40.915),(-73.925,40.915),(-73.925,40.88),(-73.923,40.878),(-73.909,40.876),(-73.914,40.866),(-73.9275,40.846),(-73.932,40.83),(-73.9335,40.82),(-73.932,40.807))'::polygon @> point(x.pickup_lng, x.pickup_lat) then 'bronx' when x.pickup_lat between 40.54 and 40.8 and x.pickup_lng between -73.969 and -73.7 and '((-73.969,40.742),(-73.965,40.75),(-73.956,40.759),(-73.941,40.777),(-73.9385,40.788),(-73.931,40.798),(-73.931,40.8),(-73.76,40.8),(-73.755,40.78),(-73.728,40.768),(-73.7,40.75),(-73.705,40.73),(-73.726,40.7),(-73.738,40.67),(-73.745,40.64),(-73.752,40.615),(-73.738,40.595),(-73.738,40.585),(-73.8,40.575),(-73.945,40.54),(-73.945,40.564),(-73.885,40.58),(-73.88,40.6),(-73.858,40.645),(-73.86,40.66),(-73.868,40.682),(-73.89,40.685),(-73.903,40.692),(-73.922,40.712),(-73.938,40.727),(-73.962,40.738))'::polygon @> point(x.pickup_lng, x.pickup_lat) then 'queens' when x.pickup_lat between 40.57 and 40.738 and x.pickup_lng between -74.045 and -73.858 and '((-74.042,40.57),(-74.045,40.61),(-74.025,40.65),(-74.02,40.68),(-74.002,40.695),(-73.995,40.704),(-73.975,40.706),(-73.9735,40.714),(-73.967,40.725),(-73.958,40.735),(-73.962,40.738),(-73.938,40.727),(-73.922,40.712),(-73.903,40.692),(-73.89,40.685),(-73.868,40.682),(-73.86,40.66),(-73.858,40.645),(-73.88,40.6),(-73.885,40.58),(-73.92,40.572))'::polygon @> point(x.pickup_lng, x.pickup_lat) then 'brooklyn' when x.pickup_lat between 40.49 and 40.648 and x.pickup_lng between -74.26 and -74.055 and '((-74.26,40.495),(-74.255,40.51),(-74.24,40.54),(-74.21,40.57),(-74.2,40.6),(-74.19,40.642),(-74.07,40.648),(-74.055,40.61),(-74.06,40.59),(-74.15,40.53),(-74.25,40.49))'::polygon @> point(x.pickup_lng, x.pickup_lat) then 'staten-island' when x.pickup_lat between 40.4 and 41 and x.pickup_lng between -74.6 and -73.91 and '((-74.6,40.4),(-74.6,41),(-73.91,41),(-73.93,40.88),(-73.96,40.83),(-73.995,40.785),(-74.022,40.73),(-74.035,40.7),(-74.06,40.65),(-74.07,40.6),(-73.98,40.5),(-73.98,40.4))'::polygon @> point(x.pickup_lng, x.pickup_lat) then 'new-jersey' when x.pickup_lat between 40.54 and 41.18 and x.pickup_lng between -73.77 and -71.8 and '((-73.77,40.54),(-73.77,40.8),(-73.73,40.88),(-73.5,40.92),(-73,41),(-72.3,41.18),(-71.8,41.1),(-71.8,40.54))'::polygon @> point(x.pickup_lng, x.pickup_lat) then 'long-island' when x.pickup_lat between 40.88 and 41.37 and x.pickup_lng between -73.98 and -73.48 and '((-73.98,40.88),(-73.98,41.37),(-73.54,41.37),(-73.48,41.21),(-73.73,41.1),(-73.66,41.02),(-73.657,40.99),(-73.65,40.95),(-73.78,40.88))'::polygon @> point(x.pickup_lng, x.pickup_lat) then 'westchester' when x.pickup_lat between 40.95 and 42.05 and x.pickup_lng between -73.73 and -71.78 and '((-73.73,40.95),(-73.73,42.05),(-71.78,42.05),(-71.78,40.95))'::polygon @> point(x.pickup_lng, x.pickup_lat) then 'connecticut' else 'other' end),
    (case when x.destination_lat is null or x.destination_lng is null then (case when (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% jfk %' or (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% kennedy airport %' then 'jfk' when (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% laguardia %' or (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% lga %' then 'lga' when (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% newark airport %' or (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% newark liberty %' or (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% ewr %' then 'ewr' when (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% teterboro %' then 'teb' when (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% westchester county airport %' or (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% hpn %' then 'hpn' when (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% macarthur airport %' or (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% isp %' then 'isp' when (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% bronx %' then 'bronx' when (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% queens %' or (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% astoria %' or (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% flushing %' or (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% jamaica ny %' then 'queens' when (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% brooklyn %' then 'brooklyn' when (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% staten island %' then 'staten-island' when (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% nj %' or (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% new jersey %' then 'new-jersey' when (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% long island %' then 'long-island' when (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% westchester %' then 'westchester' when (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% ct %' or (' ' || trim(regexp_replace(lower(coalesce(x.destination_address, '')), '[^a-z0-9]+', ' ', 'g')) || ' ') like '% connecticut %' then 'connecticut' else 'other' end) when power((x.destination_lng - -73.7781) * 52.32, 2) + power((x.destination_lat - 40.6413) * 69.05, 2) <= 4.840000000000001 then 'jfk' when power((x.destination_lng - -73.874) * 52.32, 2) + power((x.destination_lat - 40.7769) * 69.05, 2) <= 1.2100000000000002 then 'lga' when power((x.destination_lng - -74.1745) * 52.32, 2) + power((x.destination_lat - 40.6895) * 69.05, 2) <= 3.24 then 'ewr' when power((x.destination_lng - -74.0608) * 52.32, 2) + power((x.destination_lat - 40.8501) * 69.05, 2) <= 0.6400000000000001 then 'teb' when power((x.destination_lng - -73.7076) * 52.32, 2) + power((x.destination_lat - 41.067) * 69.05, 2) <= 1 then 'hpn' when power((x.destination_lng - -73.1002) * 52.32, 2) + power((x.destination_lat - 40.7952) * 69.05, 2) <= 1 then 'isp' when x.destination_lat between 40.699 and 40.878 and x.destination_lng between -74.021 and -73.909 and '((-74.02,40.699),(-74.009,40.7),(-74,40.707),(-73.987,40.7092),(-73.977,40.71),(-73.97,40.72),(-73.9715,40.729),(-73.969,40.742),(-73.965,40.75),(-73.956,40.759),(-73.941,40.777),(-73.9385,40.788),(-73.931,40.798),(-73.932,40.807),(-73.9335,40.82),(-73.932,40.83),(-73.9275,40.846),(-73.914,40.866),(-73.909,40.876),(-73.923,40.878),(-73.931,40.8725),(-73.937,40.861),(-73.954,40.851),(-73.958,40.83),(-73.965,40.818),(-73.979,40.8),(-73.994,40.78),(-74.006,40.762),(-74.015,40.745),(-74.016,40.73),(-74.021,40.715))'::polygon @> point(x.destination_lng, x.destination_lat) then (case when (x.destination_lat + 0.39 * (x.destination_lng - (-73.98))) < 40.7313 then 'manhattan-lower' when (x.destination_lat + 0.39 * (x.destination_lng - (-73.98))) < 40.767 then 'manhattan-midtown' when (x.destination_lat + 0.39 * (x.destination_lng - (-73.98))) < 40.8095 then 'manhattan-uptown' else 'manhattan-upper' end) when x.destination_lat between 40.8 and 40.915 and x.destination_lng between -73.934 and -73.77 and '((-73.934,40.8),(-73.77,40.8),(-73.77,40.865),(-73.795,40.88),(-73.825,40.887),(-73.86,40.905),(-73.91,40.915),(-73.925,40.915),(-73.925,40.88),(-73.923,40.878),(-73.909,40.876),(-73.914,40.866),(-73.9275,40.846),(-73.932,40.83),(-73.9335,40.82),(-73.932,40.807))'::polygon @> point(x.destination_lng, x.destination_lat) then 'bronx' when x.destination_lat between 40.54 and 40.8 and x.destination_lng between -73.969 and -73.7 and '((-73.969,40.742),(-73.965,40.75),(-73.956,40.759),(-73.941,40.777),(-73.9385,40.788),(-73.931,40.798),(-73.931,40.8),(-73.76,40.8),(-73.755,40.78),(-73.728,40.768),(-73.7,40.75),(-73.705,40.73),(-73.726,40.7),(-73.738,40.67),(-73.745,40.64),(-73.752,40.615),(-73.738,40.595),(-73.738,40.585),(-73.8,40.575),(-73.945,40.54),(-73.945,40.564),(-73.885,40.58),(-73.88,40.6),(-73.858,40.645),(-73.86,40.66),(-73.868,40.682),(-73.89,40.685),(-73.903,40.692),(-73.922,40.712),(-73.938,40.727),(-73.962,40.738))'::polygon @> point(x.destination_lng, x.destination_lat) then 'queens' when x.destination_lat between 40.57 and 40.738 and x.destination_lng between -74.045 and -73.858 and '((-74.042,40.57),(-74.045,40.61),(-74.025,40.65),(-74.02,40.68),(-74.002,40.695),(-73.995,40.704),(-73.975,40.706),(-73.9735,40.714),(-73.967,40.725),(-73.958,40.735),(-73.962,40.738),(-73.938,40.727),(-73.922,40.712),(-73.903,40.692),(-73.89,40.685),(-73.868,40.682),(-73.86,40.66),(-73.858,40.645),(-73.88,40.6),(-73.885,40.58),(-73.92,40.572))'::polygon @> point(x.destination_lng, x.destination_lat) then 'brooklyn' when x.destination_lat between 40.49 and 40.648 and x.destination_lng between -74.26 and -74.055 and '((-74.26,40.495),(-74.255,40.51),(-74.24,40.54),(-74.21,40.57),(-74.2,40.6),(-74.19,40.642),(-74.07,40.648),(-74.055,40.61),(-74.06,40.59),(-74.15,40.53),(-74.25,40.49))'::polygon @> point(x.destination_lng, x.destination_lat) then 'staten-island' when x.destination_lat between 40.4 and 41 and x.destination_lng between -74.6 and -73.91 and '((-74.6,40.4),(-74.6,41),(-73.91,41),(-73.93,40.88),(-73.96,40.83),(-73.995,40.785),(-74.022,40.73),(-74.035,40.7),(-74.06,40.65),(-74.07,40.6),(-73.98,40.5),(-73.98,40.4))'::polygon @> point(x.destination_lng, x.destination_lat) then 'new-jersey' when x.destination_lat between 40.54 and 41.18 and x.destination_lng between -73.77 and -71.8 and '((-73.77,40.54),(-73.77,40.8),(-73.73,40.88),(-73.5,40.92),(-73,41),(-72.3,41.18),(-71.8,41.1),(-71.8,40.54))'::polygon @> point(x.destination_lng, x.destination_lat) then 'long-island' when x.destination_lat between 40.88 and 41.37 and x.destination_lng between -73.98 and -73.48 and '((-73.98,40.88),(-73.98,41.37),(-73.54,41.37),(-73.48,41.21),(-73.73,41.1),(-73.66,41.02),(-73.657,40.99),(-73.65,40.95),(-73.78,40.88))'::polygon @> point(x.destination_lng, x.destination_lat) then 'westchester' when x.destination_lat between 40.95 and 42.05 and x.destination_lng between -73.73 and -71.78 and '((-73.73,40.95),(-73.73,42.05),(-71.78,42.05),(-71.78,40.95))'::polygon @> point(x.destination_lng, x.destination_lat) then 'connecticut' else 'other' end)
  FROM (SELECT (b).*) AS x
$fn$;
--> statement-breakpoint
-- A booking's contribution to its rollup row, times k (1 added, -1 taken away); its chauffeurs' share is read
-- from driver_trips as it is now (the trip trigger keeps the row's share equal to it).
CREATE FUNCTION booking_rollup_emit(b bookings, k integer) RETURNS void LANGUAGE sql AS $fn$
  INSERT INTO booking_rollup_deltas (day, status, service_type, service_name, vehicle_id, vehicle_name, from_area, to_area, bookings, completed, cancelled, paid, paid_cancelled, completed_fare, gross, net, tax_net, pass_net, refunds, share, margin)
  SELECT (m.created_at AT TIME ZONE 'America/New_York')::date, m.status, m.service_type, m.service_name,
    m.vehicle_id, m.vehicle_name, a.from_area, a.to_area,
    k, k * (m.status = 'completed')::int, k * (m.status = 'cancelled')::int, k * (m.paid_at IS NOT NULL)::int,
    k * (m.paid_at IS NOT NULL AND m.status = 'cancelled')::int,
    k * CASE WHEN m.status = 'completed' THEN m.total_cents ELSE 0 END::bigint,
    k * m.gross, k * m.net, k * (m.tax - m.tax_back), k * (m.pass - (m.kept_back - m.tax_back)), k * m.refunds,
    k * m.share, k * (m.net - m.share)
  FROM (
    SELECT p.*, p.gross - p.tax - p.pass - p.refunds + p.kept_back AS net
    FROM (
      SELECT e.*,
        CASE WHEN e.gross > 0 THEN (2 * e.refunds * e.tax + e.gross) / (2 * e.gross) ELSE 0 END AS tax_back,
        CASE WHEN e.gross > 0 THEN (2 * e.refunds * (e.tax + e.pass) + e.gross) / (2 * e.gross) ELSE 0 END AS kept_back
      FROM (
        SELECT x.created_at, x.status, x.service_type, x.service_name, x.vehicle_id, x.vehicle_name, x.paid_at,
          x.total_cents,
          CASE WHEN x.earned THEN x.total_cents ELSE 0 END::bigint AS gross,
          CASE WHEN x.earned THEN x.tax_cents ELSE 0 END::bigint AS tax,
          CASE WHEN x.earned THEN x.refunded_cents ELSE 0 END::bigint AS refunds,
          CASE WHEN x.earned THEN x.pass_through ELSE 0 END::bigint AS pass,
          coalesce((SELECT sum(t.earnings_cents) FROM driver_trips t
            WHERE t.booking_id = x.id AND t.status IN ('completed', 'no_show')), 0)::bigint AS share
        FROM (
          SELECT y.*, (y.status IN ('completed', 'no_show') OR (y.status = 'cancelled' AND y.paid_at IS NOT NULL)) AS earned,
            (
  select coalesce(sum((leaf->>'amountCents')::bigint), 0)::bigint
  from jsonb_array_elements(y.price_lines) as line
  cross join lateral jsonb_array_elements(
    case when jsonb_typeof(line->'parts') = 'array'
      and (select sum((p->>'amountCents')::bigint) from jsonb_array_elements(line->'parts') p)
        = (line->>'amountCents')::bigint
    then line->'parts' else jsonb_build_array(line) end) as leaf
  where leaf->>'code' in ('tolls', 'nys_congestion', 'crz_for_hire', 'airport_access', 'black_car_fund')) AS pass_through
          FROM (SELECT (b).*) AS y
        ) AS x
      ) AS e
    ) AS p
  ) AS m, booking_rollup_areas(b) AS a
$fn$;
--> statement-breakpoint
-- A change of the chauffeurs' share of a booking (a trip completed, its earnings changed): the booking's row
-- locked first, so a concurrent change of the booking itself waits and then moves the new share.
CREATE FUNCTION booking_rollup_share(booking uuid, delta bigint) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  bk bookings;
BEGIN
  IF delta = 0 THEN RETURN; END IF;
  SELECT * INTO bk FROM bookings WHERE id = booking FOR NO KEY UPDATE;
  IF NOT FOUND THEN RETURN; END IF;
  INSERT INTO booking_rollup_deltas (day, status, service_type, service_name, vehicle_id, vehicle_name, from_area, to_area, share, margin)
  SELECT (bk.created_at AT TIME ZONE 'America/New_York')::date, bk.status, bk.service_type, bk.service_name,
    bk.vehicle_id, bk.vehicle_name, a.from_area, a.to_area, delta, -delta
  FROM booking_rollup_areas(bk) AS a;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION bookings_rollup_trigger() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM booking_rollup_emit(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM booking_rollup_emit(NEW, 1); END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION driver_trips_rollup_trigger() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  before_share bigint := 0;
  after_share bigint := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status IN ('completed', 'no_show') THEN
    before_share := coalesce(OLD.earnings_cents, 0);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status IN ('completed', 'no_show') THEN
    after_share := coalesce(NEW.earnings_cents, 0);
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM booking_rollup_share(NEW.booking_id, after_share);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM booking_rollup_share(OLD.booking_id, -before_share);
  ELSIF OLD.booking_id IS DISTINCT FROM NEW.booking_id THEN
    PERFORM booking_rollup_share(OLD.booking_id, -before_share);
    PERFORM booking_rollup_share(NEW.booking_id, after_share);
  ELSE
    PERFORM booking_rollup_share(NEW.booking_id, after_share - before_share);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER bookings_rollup_insert_delete AFTER INSERT OR DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_rollup_trigger();
--> statement-breakpoint
CREATE TRIGGER bookings_rollup_update AFTER UPDATE ON bookings FOR EACH ROW WHEN (
  OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.status IS DISTINCT FROM NEW.status
  OR OLD.service_type IS DISTINCT FROM NEW.service_type OR OLD.service_name IS DISTINCT FROM NEW.service_name
  OR OLD.vehicle_id IS DISTINCT FROM NEW.vehicle_id OR OLD.vehicle_name IS DISTINCT FROM NEW.vehicle_name
  OR OLD.pickup_lat IS DISTINCT FROM NEW.pickup_lat OR OLD.pickup_lng IS DISTINCT FROM NEW.pickup_lng
  OR OLD.pickup_address IS DISTINCT FROM NEW.pickup_address
  OR OLD.destination_lat IS DISTINCT FROM NEW.destination_lat OR OLD.destination_lng IS DISTINCT FROM NEW.destination_lng
  OR OLD.destination_address IS DISTINCT FROM NEW.destination_address
  OR OLD.paid_at IS DISTINCT FROM NEW.paid_at OR OLD.total_cents IS DISTINCT FROM NEW.total_cents
  OR OLD.tax_cents IS DISTINCT FROM NEW.tax_cents OR OLD.refunded_cents IS DISTINCT FROM NEW.refunded_cents
  OR OLD.price_lines IS DISTINCT FROM NEW.price_lines
) EXECUTE FUNCTION bookings_rollup_trigger();
--> statement-breakpoint
CREATE TRIGGER driver_trips_rollup AFTER INSERT OR DELETE OR UPDATE OF booking_id, status, earnings_cents
  ON driver_trips FOR EACH ROW EXECUTE FUNCTION driver_trips_rollup_trigger();
--> statement-breakpoint
-- Folds the deltas into the rollups (the job, and the rebuild below): one statement, in key order; deltas of
-- transactions not committed yet stay for the next fold. The number of deltas folded.
CREATE FUNCTION booking_rollups_fold() RETURNS integer LANGUAGE sql AS $fn$
  WITH moved AS (DELETE FROM booking_rollup_deltas RETURNING *),
  summed AS (
    SELECT day, status, service_type, service_name, vehicle_id, vehicle_name, from_area, to_area, sum(bookings)::int AS bookings, sum(completed)::int AS completed,
      sum(cancelled)::int AS cancelled, sum(paid)::int AS paid, sum(paid_cancelled)::int AS paid_cancelled,
      sum(completed_fare)::bigint AS completed_fare, sum(gross)::bigint AS gross, sum(net)::bigint AS net,
      sum(tax_net)::bigint AS tax_net, sum(pass_net)::bigint AS pass_net, sum(refunds)::bigint AS refunds,
      sum(share)::bigint AS share, sum(margin)::bigint AS margin, count(*) AS n
    FROM moved GROUP BY day, status, service_type, service_name, vehicle_id, vehicle_name, from_area, to_area
  ),
  folded AS (
    INSERT INTO booking_rollups (day, status, service_type, service_name, vehicle_id, vehicle_name, from_area, to_area, bookings, completed, cancelled, paid, paid_cancelled, completed_fare, gross, net, tax_net, pass_net, refunds, share, margin)
    SELECT day, status, service_type, service_name, vehicle_id, vehicle_name, from_area, to_area, bookings, completed, cancelled, paid, paid_cancelled, completed_fare, gross, net, tax_net, pass_net, refunds, share, margin FROM summed ORDER BY day, status, service_type, service_name, vehicle_id, vehicle_name, from_area, to_area
    ON CONFLICT (day, status, service_type, service_name, vehicle_id, vehicle_name, from_area, to_area) DO UPDATE SET
      bookings = booking_rollups.bookings + excluded.bookings,
      completed = booking_rollups.completed + excluded.completed,
      cancelled = booking_rollups.cancelled + excluded.cancelled,
      paid = booking_rollups.paid + excluded.paid,
      paid_cancelled = booking_rollups.paid_cancelled + excluded.paid_cancelled,
      completed_fare = booking_rollups.completed_fare + excluded.completed_fare,
      gross = booking_rollups.gross + excluded.gross,
      net = booking_rollups.net + excluded.net,
      tax_net = booking_rollups.tax_net + excluded.tax_net,
      pass_net = booking_rollups.pass_net + excluded.pass_net,
      refunds = booking_rollups.refunds + excluded.refunds,
      share = booking_rollups.share + excluded.share,
      margin = booking_rollups.margin + excluded.margin
    RETURNING 1
  )
  SELECT (coalesce(sum(n), 0) + 0 * (SELECT count(*) FROM folded))::int FROM summed
$fn$;
--> statement-breakpoint
-- The bookings already there.
SELECT booking_rollup_emit(b, 1) FROM bookings b;
--> statement-breakpoint
SELECT booking_rollups_fold();
