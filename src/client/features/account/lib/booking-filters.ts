import { BOOKING_STATUSES, type BookingStatus } from '../../../../shared/domain/booking-status.ts';
import { normalizeStatus } from './format.ts';

/** A booking awaiting payment is never listed (decision 011), so there is no Pending filter. */
export type StatusFilter = 'all' | Exclude<BookingStatus, 'pending'>;
export const STATUS_FILTERS: readonly StatusFilter[] = [
  'all',
  ...BOOKING_STATUSES.filter((s): s is Exclude<BookingStatus, 'pending'> => s !== 'pending'),
];

/** Time filter on the booking's createdAt: all time, the last 7 days, month or year. */
export const PERIOD_FILTERS = ['all', 'week', 'month', 'year'] as const;
export type PeriodFilter = (typeof PERIOD_FILTERS)[number];

export interface BookingFilters {
  status: StatusFilter;
  period: PeriodFilter;
}

export function parseStatusFilter(value: string | null | undefined): StatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value ?? '') ? (value as StatusFilter) : 'all';
}

export function parsePeriodFilter(value: string | null | undefined): PeriodFilter {
  return (PERIOD_FILTERS as readonly string[]).includes(value ?? '') ? (value as PeriodFilter) : 'all';
}

/** Filters from the URL query (?status=&period=); unknown values fall back to "all". */
export function filtersFromSearch(params: URLSearchParams): BookingFilters {
  return {
    status: parseStatusFilter(params.get('status')),
    period: parsePeriodFilter(params.get('period')),
  };
}

/** The query for a set of filters: "all" is left out so the plain /bookings URL means no filter. */
export function filtersToSearch(filters: BookingFilters, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['status', 'period'] as const) {
    if (filters[key] === 'all') next.delete(key);
    else next.set(key, filters[key]);
  }
  return next;
}

/** The earliest createdAt a period keeps: 7 days, 1 calendar month or 1 calendar year back from now. */
export function periodStart(period: PeriodFilter, now: Date): Date | null {
  const start = new Date(now.getTime());
  switch (period) {
    case 'week':
      start.setDate(start.getDate() - 7);
      return start;
    case 'month':
      start.setMonth(start.getMonth() - 1);
      return start;
    case 'year':
      start.setFullYear(start.getFullYear() - 1);
      return start;
    default:
      return null;
  }
}

interface Filterable {
  status: string;
  createdAt: string;
}

export function matchesFilters(booking: Filterable, filters: BookingFilters, now: Date): boolean {
  if (filters.status !== 'all' && normalizeStatus(booking.status) !== filters.status) return false;
  const start = periodStart(filters.period, now);
  if (start) {
    const created = new Date(booking.createdAt).getTime();
    if (Number.isNaN(created) || created < start.getTime()) return false;
  }
  return true;
}

export function filterBookings<T extends Filterable>(
  bookings: readonly T[],
  filters: BookingFilters,
  now: Date,
): T[] {
  return bookings.filter((b) => matchesFilters(b, filters, now));
}

export function isFiltered(filters: BookingFilters): boolean {
  return filters.status !== 'all' || filters.period !== 'all';
}

export type { BookingStatus };
