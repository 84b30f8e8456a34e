import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingRollupDeltas, bookingRollups } from '../../db/schema/analytics.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { driverTrips, drivers } from '../../db/schema/drivers.ts';
import type { BookingStatus } from '../../../shared/domain/booking-status.ts';
import { areaSql } from './areas.ts';
import { isEarned, passThroughCents } from './money-sql.ts';

/** New York calendar dates, both inclusive, already validated (YYYY-MM-DD, from <= to). */
export interface NyDates {
  from: string;
  to: string;
}

/** The instants the range covers: from's New York midnight, inclusive, to the midnight after `to`, exclusive. */
function bounds(r: NyDates): { start: SQL; end: SQL } {
  return {
    start: sql`(${r.from}::date::timestamp at time zone 'America/New_York')`,
    end: sql`((${r.to}::date + 1)::timestamp at time zone 'America/New_York')`,
  };
}

/** The bookings created in the range (bookings_created_idx). */
function createdIn(r: NyDates): SQL {
  const { start, end } = bounds(r);
  return sql`${bookings.createdAt} >= ${start} and ${bookings.createdAt} < ${end}`;
}

/**
 * One row per booking created in the range with its money (docs/decisions/044): on earned bookings (above) the
 * gross total, tax, pass-through lines, refunds, the chauffeur's share (the completed trip's stored earnings),
 * and net revenue = gross - tax - pass-through - refunds + the refunds' tax and pass-through part, that part
 * computed as money-split.ts `refundSplit` does: round(refunds x (tax + pass-through) / gross), half up.
 * Zero on bookings that earned nothing (yet).
 */
function moneyRows(r: NyDates): SQL {
  return sql`
    with earned as (
      select ${bookings}.*, coalesce(s.share_cents, 0) as share,
        ${isEarned} as is_earned
      from ${bookings}
      left join (
        select booking_id as share_booking, sum(earnings_cents)::bigint as share_cents
        from ${driverTrips} where status in ('completed', 'no_show') group by 1
      ) s on s.share_booking = ${bookings.id}
      where ${createdIn(r)}
    ),
    priced as (
      select earned.*,
        case when is_earned then total_cents else 0 end::bigint as gross,
        case when is_earned then tax_cents else 0 end::bigint as tax,
        case when is_earned then refunded_cents else 0 end::bigint as refunds,
        case when is_earned then ${passThroughCents} else 0 end::bigint as pass
      from earned
    ),
    money as (
      select priced.*,
        case when gross > 0 then (2 * refunds * tax + gross) / (2 * gross) else 0 end as tax_back,
        case when gross > 0 then (2 * refunds * (tax + pass) + gross) / (2 * gross) else 0 end as kept_back
      from priced
    ),
    m as (
      select money.*,
        gross - tax - pass - refunds + kept_back as net,
        gross - tax - pass - refunds + kept_back - share as margin,
        tax - tax_back as tax_net,
        pass - (kept_back - tax_back) as pass_net
      from money
    )`;
}

/** The money sums of a group of `m` rows, as columns every grouping shares. */
const MONEY_SUMS = sql.raw(`coalesce(sum(gross), 0)::float8 as gross,
          coalesce(sum(net), 0)::float8 as revenue,
          coalesce(sum(tax_net), 0)::float8 as tax,
          coalesce(sum(pass_net), 0)::float8 as pass_through,
          coalesce(sum(refunds), 0)::float8 as refunded,
          coalesce(sum(share), 0)::float8 as driver_share,
          coalesce(sum(margin), 0)::float8 as margin`);

/** The groupings of the breakdowns (one pass) and which one a row belongs to. */
const GROUPING_SETS = sql.raw(
  'group by grouping sets ((), (status), (service_type), (vehicle_id), (from_area, to_area))',
);
const GROUPING_KIND =
  sql.raw(`case when grouping(status) = 0 then 'status' when grouping(service_type) = 0 then 'service'
            when grouping(vehicle_id) = 0 then 'vehicle' when grouping(from_area) = 0 then 'route'
            else 'total' end`);

const ROLLUP_KEYS = 'day, status, service_type, service_name, vehicle_id, vehicle_name, from_area, to_area';
const ROLLUP_FIGURES =
  'bookings, completed, cancelled, paid, paid_cancelled, completed_fare, gross, net, tax_net, pass_net, refunds, share, margin';

/**
 * `k`: the daily rollups of the range (decision 048), the folded rows and the deltas not folded yet summed per
 * key, keeping only keys that hold bookings (a key every booking left holds only zeros).
 */
function rollupKeys(r: NyDates): SQL {
  const inRange = sql`day >= ${r.from}::date and day <= ${r.to}::date`;
  const figures = sql.raw(ROLLUP_FIGURES);
  const keys = sql.raw(ROLLUP_KEYS);
  const sums = sql.raw(
    ROLLUP_FIGURES.split(', ')
      .map((f) => `sum(${f}) as ${f}`)
      .join(', '),
  );
  return sql`
    with k as (
      select ${keys}, ${sums}
      from (
        select ${keys}, ${figures} from ${bookingRollups} where ${inRange}
        union all
        select ${keys}, ${figures} from ${bookingRollupDeltas} where ${inRange}
      ) as r
      group by ${keys}
      having sum(bookings) > 0
    )`;
}

/** MONEY_SUMS over the rollups' columns. */
const ROLLUP_MONEY_SUMS = sql.raw(`coalesce(sum(gross), 0)::float8 as gross,
          coalesce(sum(net), 0)::float8 as revenue,
          coalesce(sum(tax_net), 0)::float8 as tax,
          coalesce(sum(pass_net), 0)::float8 as pass_through,
          coalesce(sum(refunds), 0)::float8 as refunded,
          coalesce(sum(share), 0)::float8 as driver_share,
          coalesce(sum(margin), 0)::float8 as margin`);

/**
 * The revenue buckets from `per_day` (day, bookings, completed and the money sums): every day of the range
 * (zero when empty), and per week (from Monday) and month, each labelled by its first day inside the range.
 */
function bucketsFromPerDay(r: NyDates): SQL {
  const first = sql`${r.from}::date`;
  const sums = sql.raw(`sum(bookings)::int, sum(completed)::int, sum(gross)::float8, sum(revenue)::float8,
          sum(tax)::float8, sum(pass_through)::float8, sum(refunded)::float8, sum(driver_share)::float8,
          sum(margin)::float8`);
  return sql`,
        days as (
          select g::date as day, coalesce(p.bookings, 0) as bookings, coalesce(p.completed, 0) as completed,
            coalesce(p.gross, 0) as gross, coalesce(p.revenue, 0) as revenue, coalesce(p.tax, 0) as tax,
            coalesce(p.pass_through, 0) as pass_through, coalesce(p.refunded, 0) as refunded,
            coalesce(p.driver_share, 0) as driver_share, coalesce(p.margin, 0) as margin
          from generate_series(${first}::timestamp, ${r.to}::date::timestamp, interval '1 day') as g
          left join per_day p on p.day = g::date
        )
        select 'day' as kind, to_char(day, 'YYYY-MM-DD') as start, bookings, completed, gross, revenue, tax,
          pass_through, refunded, driver_share, margin
        from days
        union all
        select 'week', to_char(greatest(date_trunc('week', day::timestamp)::date, ${first}), 'YYYY-MM-DD'), ${sums}
        from days group by 2
        union all
        select 'month', to_char(greatest(date_trunc('month', day::timestamp)::date, ${first}), 'YYYY-MM-DD'), ${sums}
        from days group by 2
        order by 1, 2`;
}

/** The money figures of a group (cents). */
export interface MoneyRow {
  gross: number;
  /** Net revenue. */
  revenue: number;
  tax: number;
  pass_through: number;
  refunded: number;
  driver_share: number;
  margin: number;
}

export interface BreakdownRow extends MoneyRow {
  kind: 'total' | 'status' | 'service' | 'vehicle' | 'route';
  status: BookingStatus | null;
  service: string | null;
  service_name: string | null;
  vehicle: string | null;
  vehicle_name: string | null;
  from_area: string | null;
  to_area: string | null;
  bookings: number;
  completed: number;
  cancelled: number;
  paid: number;
  paid_cancelled: number;
  average_fare: number | null;
}

export interface BucketRow extends MoneyRow {
  kind: 'day' | 'week' | 'month';
  start: string;
  bookings: number;
  completed: number;
}

export interface DriverFiguresRow {
  total: number;
  roster_seconds: number;
  active: number;
  trips: number;
  trip_seconds: number;
}

/**
 * The analytics' SQL: every figure is aggregated by the database over the bookings created in the range (one
 * scan for the totals and breakdowns, one for the revenue buckets) and the trips completed in it.
 */
export function createAdminAnalyticsRepository(db: Db) {
  async function rows<T>(query: SQL): Promise<T[]> {
    // Both drivers (node-postgres, PGlite) answer a raw query with its rows.
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }

  return {
    /** Folds the rollups' deltas into them (decision 048; the job, and the bench after seeding): how many. */
    async foldRollups(): Promise<number> {
      const [row] = await rows<{ n: number }>(sql`select booking_rollups_fold() as n`);
      return Number(row?.n ?? 0);
    },

    /**
     * Totals, status counts, service and vehicle breakdowns and pickup → destination area pairs, in one pass
     * (GROUPING SETS): each row says which grouping it belongs to.
     */
    breakdowns(r: NyDates): Promise<BreakdownRow[]> {
      return rows<BreakdownRow>(sql`
        ${rollupKeys(r)}
        select
          ${GROUPING_KIND} as kind,
          status, service_type as service, max(service_name) as service_name,
          vehicle_id as vehicle, max(vehicle_name) as vehicle_name, from_area, to_area,
          coalesce(sum(bookings), 0)::int as bookings,
          coalesce(sum(completed), 0)::int as completed,
          coalesce(sum(cancelled), 0)::int as cancelled,
          coalesce(sum(paid), 0)::int as paid,
          coalesce(sum(paid_cancelled), 0)::int as paid_cancelled,
          (case when sum(completed) > 0 then sum(completed_fare)::numeric / sum(completed) end)::float8
            as average_fare,
          ${ROLLUP_MONEY_SUMS}
        from k
        ${GROUPING_SETS}`);
    },

    /** `breakdowns` computed from the bookings themselves (the reference the rollups are tested against). */
    rawBreakdowns(r: NyDates): Promise<BreakdownRow[]> {
      const from = areaSql('pickup_lat', 'pickup_lng', 'pickup_address');
      const to = areaSql('destination_lat', 'destination_lng', 'destination_address');
      return rows<BreakdownRow>(sql`
        ${moneyRows(r)},
        b as (
          select status, service_type, service_name, vehicle_id, vehicle_name, total_cents, paid_at,
            gross, net, tax_net, pass_net, refunds, share, margin, ${from} as from_area, ${to} as to_area
          from m
        )
        select
          ${GROUPING_KIND} as kind,
          status, service_type as service, max(service_name) as service_name,
          vehicle_id as vehicle, max(vehicle_name) as vehicle_name, from_area, to_area,
          count(*)::int as bookings,
          (count(*) filter (where status = 'completed'))::int as completed,
          (count(*) filter (where status = 'cancelled'))::int as cancelled,
          (count(*) filter (where paid_at is not null))::int as paid,
          (count(*) filter (where paid_at is not null and status = 'cancelled'))::int as paid_cancelled,
          (avg(total_cents) filter (where status = 'completed'))::float8 as average_fare,
          ${MONEY_SUMS}
        from b
        ${GROUPING_SETS}`);
    },

    /**
     * Bookings, completed bookings and their revenue per New York day of the range, and the same per week
     * (from Monday) and per month, every bucket present (zero when empty). A week or month is labelled by its
     * first day inside the range.
     */
    buckets(r: NyDates): Promise<BucketRow[]> {
      return rows<BucketRow>(sql`
        ${rollupKeys(r)},
        per_day as (
          select day, coalesce(sum(bookings), 0)::int as bookings, coalesce(sum(completed), 0)::int as completed,
            ${ROLLUP_MONEY_SUMS}
          from k
          group by 1
        )
        ${bucketsFromPerDay(r)}`);
    },

    /** `buckets` computed from the bookings themselves (the reference the rollups are tested against). */
    rawBuckets(r: NyDates): Promise<BucketRow[]> {
      return rows<BucketRow>(sql`
        ${moneyRows(r)},
        per_day as (
          select (created_at at time zone 'America/New_York')::date as day,
            count(*)::int as bookings,
            (count(*) filter (where status = 'completed'))::int as completed,
            ${MONEY_SUMS}
          from m
          group by 1
        )
        ${bucketsFromPerDay(r)}`);
    },

    /**
     * The fleet over the range: drivers on the roster (joined before its end) and their hours in it (from
     * joining), the drivers with a completed trip, the trips completed in the range and their time on the
     * road inside it: started to completed; a trip without a recorded start counts its booking's estimated
     * duration.
     */
    async drivers(r: NyDates): Promise<DriverFiguresRow> {
      const { start, end } = bounds(r);
      const [row] = await rows<DriverFiguresRow>(sql`
        with trips as (
          select t.driver_id,
            greatest(0, extract(epoch from (
              least(t.completed_at, ${end})
              - greatest(coalesce(t.started_at, t.completed_at - (select make_interval(secs => coalesce(b.duration_seconds, 0))
                  from ${bookings} b where b.id = t.booking_id)), ${start})
            )))::float8 as seconds
          from ${driverTrips} t
          where t.status = 'completed' and t.completed_at >= ${start} and t.completed_at < ${end}
        ),
        roster as (
          select count(*)::int as total,
            coalesce(sum(extract(epoch from (${end} - greatest(${start}, created_at)))), 0)::float8 as seconds
          from ${drivers} where created_at < ${end}
        )
        select roster.total, roster.seconds as roster_seconds,
          (select count(distinct driver_id) from trips)::int as active,
          (select count(*) from trips)::int as trips,
          (select coalesce(sum(seconds), 0) from trips)::float8 as trip_seconds
        from roster`);
      return row ?? { total: 0, roster_seconds: 0, active: 0, trips: 0, trip_seconds: 0 };
    },
  };
}
export type AdminAnalyticsRepository = ReturnType<typeof createAdminAnalyticsRepository>;
