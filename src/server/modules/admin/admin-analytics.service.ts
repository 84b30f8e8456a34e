import * as z from 'zod/mini';
import {
  ANALYTICS_MAX_DAYS,
  analyticsSchema,
  type Analytics,
  type AnalyticsQuery,
} from '../../../shared/contracts/admin-analytics.ts';
import { BOOKING_STATUSES } from '../../../shared/domain/booking-status.ts';
import { nyWallClock } from '../../../shared/domain/new-york-time.ts';
import { AppError } from '../../../shared/errors.ts';
import type {
  AdminAnalyticsRepository,
  BreakdownRow,
  BucketRow,
  DriverFiguresRow,
  MoneyRow,
  NyDates,
} from './admin-analytics.repository.ts';
import type { ReadCache } from '../live/read-cache.ts';
import { nyDateRange } from './admin-query.ts';

/** The default range: the last 30 New York days, today included. */
export const DEFAULT_DAYS = 30;
/** Popular routes: this many area pairs, most booked first. */
export const TOP_ROUTES = 10;

const DAY_MS = 86_400_000;
const NO_MONEY: MoneyRow = {
  gross: 0,
  revenue: 0,
  tax: 0,
  pass_through: 0,
  refunded: 0,
  driver_share: 0,
  margin: 0,
};
const dollars = (cents: number) => Math.round(cents) / 100;
const ratio = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;

/** A calendar date `days` after (or before) a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The range asked for, checked: real dates (400 admin.dateInvalid), `to` not before `from` (400
 * admin.dateRange), at most ANALYTICS_MAX_DAYS days (400 analytics.rangeTooLong). Without dates, the last 30
 * days ending today in New York; with one of them, 30 days from or up to it (`to` never later than needed).
 */
export function analyticsRange(query: AnalyticsQuery, now: Date): NyDates {
  const today = nyWallClock(now).date;
  const to = query.to ?? (query.from ? maxDate(query.from, today) : today);
  const from = query.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  const { start, end } = nyDateRange(from, to);
  if (!start || !end) throw AppError.onField('from', 'admin.dateInvalid');
  const days = Math.round((end.getTime() - start.getTime()) / DAY_MS);
  if (days > ANALYTICS_MAX_DAYS)
    throw AppError.onField('to', 'analytics.rangeTooLong', { count: ANALYTICS_MAX_DAYS });
  return { from, to };
}

/** `from` alone: up to today, or a single day when it is in the future. */
function maxDate(from: string, today: string): string {
  return from > today ? from : today;
}

/** A group's net revenue, gross, the chauffeurs' share and the margin, in dollars. */
const money = (r: MoneyRow) => ({
  revenue: dollars(Number(r.revenue)),
  gross: dollars(Number(r.gross)),
  driverShare: dollars(Number(r.driver_share)),
  margin: dollars(Number(r.margin)),
});

function buckets(rows: BucketRow[], kind: BucketRow['kind']) {
  return rows
    .filter((r) => r.kind === kind)
    .map((r) => ({
      start: r.start,
      bookings: Number(r.bookings),
      completed: Number(r.completed),
      ...money(r),
    }));
}

function breakdown(rows: BreakdownRow[], kind: 'service' | 'vehicle') {
  return rows
    .filter((r) => r.kind === kind)
    .map((r) => ({
      key: (kind === 'service' ? r.service : r.vehicle) ?? '',
      label: (kind === 'service' ? r.service_name : r.vehicle_name) ?? '',
      bookings: Number(r.bookings),
      ...money(r),
    }))
    .sort((a, b) => b.bookings - a.bookings || b.revenue - a.revenue || a.key.localeCompare(b.key));
}

function popularRoutes(rows: BreakdownRow[]) {
  return rows
    .filter((r) => r.kind === 'route')
    .map((r) => ({
      from: r.from_area ?? 'other',
      to: r.to_area ?? 'other',
      bookings: Number(r.bookings),
      ...money(r),
    }))
    .sort(
      (a, b) =>
        b.bookings - a.bookings ||
        b.revenue - a.revenue ||
        a.from.localeCompare(b.from) ||
        a.to.localeCompare(b.to),
    )
    .slice(0, TOP_ROUTES);
}

function fleet(d: DriverFiguresRow): Analytics['drivers'] {
  const onTrips = Number(d.trip_seconds);
  const roster = Number(d.roster_seconds);
  const utilisation = ratio(onTrips, roster);
  return {
    total: Number(d.total),
    active: Number(d.active),
    utilisation: utilisation === null ? null : Math.min(1, utilisation),
    tripsCompleted: Number(d.trips),
  };
}

/**
 * Analytics (/admin, third tab), every figure aggregated by the database over the bookings created in the
 * range (New York dates) and the trips completed in it. Revenue is net revenue (the contract says which money
 * it leaves out; docs/decisions/044); the
 * cancellation rate is the share of paid bookings (paid_at set: confirmed or later at some point) that ended
 * cancelled, so abandoned checkouts do not count as cancellations; popular routes pair the pickup and
 * destination areas of `shared/domain/nyc-areas.ts` (keys, translated by the client).
 */
export function createAdminAnalyticsService(deps: {
  repo: AdminAnalyticsRepository;
  clock?: (() => Date) | undefined;
  /** Kept answers (decision 051); without one, identical reports in flight are still shared. */
  reads?: ReadCache | undefined;
}) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());
  /**
   * Identical reports asked while one is being computed share it (several admins opening the dashboard at
   * once): never a stored answer, only the one in flight, so no answer predates the request that computes it.
   */
  const inFlight = new Map<string, Promise<Analytics>>();

  async function compute(range: NyDates): Promise<Analytics> {
    const [rows, series, drivers] = await Promise.all([
      repo.breakdowns(range),
      repo.buckets(range),
      repo.drivers(range),
    ]);
    const total = rows.find((r) => r.kind === 'total');
    const statusCount = new Map(
      rows.filter((r) => r.kind === 'status').map((r) => [r.status, Number(r.bookings)]),
    );
    const averageFare = total?.average_fare;
    return {
      from: range.from,
      to: range.to,
      totals: {
        bookings: Number(total?.bookings ?? 0),
        completed: Number(total?.completed ?? 0),
        cancelled: Number(total?.cancelled ?? 0),
        ...money(total ?? NO_MONEY),
        tax: dollars(Number(total?.tax ?? 0)),
        passThrough: dollars(Number(total?.pass_through ?? 0)),
        averageFare: averageFare === null || averageFare === undefined ? null : dollars(Number(averageFare)),
        cancellationRate: ratio(Number(total?.paid_cancelled ?? 0), Number(total?.paid ?? 0)),
        refunded: dollars(Number(total?.refunded ?? 0)),
      },
      revenueByDay: buckets(series, 'day'),
      revenueByWeek: buckets(series, 'week'),
      revenueByMonth: buckets(series, 'month'),
      byStatus: BOOKING_STATUSES.map((status) => ({ status, bookings: statusCount.get(status) ?? 0 })),
      byService: breakdown(rows, 'service'),
      byVehicle: breakdown(rows, 'vehicle'),
      drivers: fleet(drivers),
      popularRoutes: popularRoutes(rows),
    };
  }

  return {
    report(query: AnalyticsQuery): Promise<Analytics> {
      const range = analyticsRange(query, clock());
      const key = `${range.from}/${range.to}`;
      const running = inFlight.get(key);
      if (running) return running;
      const started = compute(range).finally(() => inFlight.delete(key));
      inFlight.set(key, started);
      return started;
    },
    /** The report as JSON, kept while no ride and no chauffeur changed (decision 051). */
    reportJson(query: AnalyticsQuery): Promise<string | Buffer> {
      const make = async () => JSON.stringify(z.parse(analyticsSchema, await this.report(query)));
      if (!deps.reads) return make();
      const range = analyticsRange(query, clock());
      return deps.reads.get(`analytics:${range.from}/${range.to}`, ['rides', 'drivers'], make);
    },
  };
}
