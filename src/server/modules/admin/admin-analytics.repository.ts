import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { driverTrips, drivers } from '../../db/schema/drivers.ts';
import type { BookingStatus } from '../../../shared/domain/booking-status.ts';
import { areaSql } from './areas.ts';

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

/** A no-show is charged in full (decision 28): its total is revenue like a completed ride's. */
const completedRevenue = sql`coalesce(sum(${bookings.totalCents}) filter (where ${bookings.status} in ('completed', 'no_show')), 0)::float8`;

export interface BreakdownRow {
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
  revenue: number;
  average_fare: number | null;
  refunded: number;
}

export interface BucketRow {
  kind: 'day' | 'week' | 'month';
  start: string;
  bookings: number;
  completed: number;
  revenue: number;
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
    /**
     * Totals, status counts, service and vehicle breakdowns and pickup → destination area pairs, in one pass
     * (GROUPING SETS): each row says which grouping it belongs to.
     */
    breakdowns(r: NyDates): Promise<BreakdownRow[]> {
      const from = areaSql('pickup_lat', 'pickup_lng', 'pickup_address');
      const to = areaSql('destination_lat', 'destination_lng', 'destination_address');
      return rows<BreakdownRow>(sql`
        with b as (
          select ${bookings.status} as status, ${bookings.serviceType} as service_type,
            ${bookings.serviceName} as service_name, ${bookings.vehicleId} as vehicle_id,
            ${bookings.vehicleName} as vehicle_name, ${bookings.totalCents} as total_cents,
            ${bookings.refundedCents} as refunded_cents, ${bookings.paidAt} as paid_at,
            ${from} as from_area, ${to} as to_area
          from ${bookings} where ${createdIn(r)}
        )
        select
          case when grouping(status) = 0 then 'status' when grouping(service_type) = 0 then 'service'
            when grouping(vehicle_id) = 0 then 'vehicle' when grouping(from_area) = 0 then 'route'
            else 'total' end as kind,
          status, service_type as service, max(service_name) as service_name,
          vehicle_id as vehicle, max(vehicle_name) as vehicle_name, from_area, to_area,
          count(*)::int as bookings,
          (count(*) filter (where status = 'completed'))::int as completed,
          (count(*) filter (where status = 'cancelled'))::int as cancelled,
          (count(*) filter (where paid_at is not null))::int as paid,
          (count(*) filter (where paid_at is not null and status = 'cancelled'))::int as paid_cancelled,
          coalesce(sum(total_cents) filter (where status in ('completed', 'no_show')), 0)::float8 as revenue,
          (avg(total_cents) filter (where status = 'completed'))::float8 as average_fare,
          coalesce(sum(refunded_cents), 0)::float8 as refunded
        from b
        group by grouping sets ((), (status), (service_type), (vehicle_id), (from_area, to_area))`);
    },

    /**
     * Bookings, completed bookings and their revenue per New York day of the range, and the same per week
     * (from Monday) and per month, every bucket present (zero when empty). A week or month is labelled by its
     * first day inside the range.
     */
    buckets(r: NyDates): Promise<BucketRow[]> {
      const first = sql`${r.from}::date`;
      return rows<BucketRow>(sql`
        with per_day as (
          select (${bookings.createdAt} at time zone 'America/New_York')::date as day,
            count(*)::int as bookings,
            (count(*) filter (where ${bookings.status} = 'completed'))::int as completed,
            ${completedRevenue} as revenue
          from ${bookings} where ${createdIn(r)}
          group by 1
        ),
        days as (
          select g::date as day, coalesce(p.bookings, 0) as bookings, coalesce(p.completed, 0) as completed,
            coalesce(p.revenue, 0) as revenue
          from generate_series(${first}::timestamp, ${r.to}::date::timestamp, interval '1 day') as g
          left join per_day p on p.day = g::date
        )
        select 'day' as kind, to_char(day, 'YYYY-MM-DD') as start, bookings, completed, revenue from days
        union all
        select 'week', to_char(greatest(date_trunc('week', day::timestamp)::date, ${first}), 'YYYY-MM-DD'),
          sum(bookings)::int, sum(completed)::int, sum(revenue)::float8
        from days group by 2
        union all
        select 'month', to_char(greatest(date_trunc('month', day::timestamp)::date, ${first}), 'YYYY-MM-DD'),
          sum(bookings)::int, sum(completed)::int, sum(revenue)::float8
        from days group by 2
        order by 1, 2`);
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
