import {
  ADMIN_BOOKING_DATE_FIELDS,
  ADMIN_BOOKING_SORTS,
  type AdminBookingSort,
} from '../../../../shared/contracts/admin-bookings.ts';
import {
  BOOKING_STATUSES,
  isBookingStatus,
  type BookingStatus,
} from '../../../../shared/domain/booking-status.ts';

/**
 * The bookings list's filters, kept in the address beside `tab` (`/admin?status=confirmed&q=smith&page=2`),
 * so a reload, the back button or a shared link shows the same list. Defaults are left out of the address.
 */

export type StatusFilter = BookingStatus | 'all';
export type DateField = (typeof ADMIN_BOOKING_DATE_FIELDS)[number];

export const STATUS_FILTERS: readonly StatusFilter[] = ['all', ...BOOKING_STATUSES];
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** Search text the server accepts (contract: up to 100 characters). */
export const SEARCH_MAX = 100;

export interface BookingFilters {
  status: StatusFilter;
  q: string;
  /** New York calendar dates (YYYY-MM-DD) or ''. */
  from: string;
  to: string;
  dateField: DateField;
  sort: AdminBookingSort;
  page: number;
  pageSize: number;
  /** The company the rides are booked under (its id), or '' for every ride (issue 38). */
  company: string;
}

export const DEFAULT_FILTERS: BookingFilters = {
  status: 'all',
  q: '',
  from: '',
  to: '',
  dateField: 'pickup',
  sort: 'created_desc',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  company: '',
};

/** The address keys this section owns (others, such as `tab`, are left as they are). */
const KEYS = ['status', 'q', 'from', 'to', 'date', 'sort', 'page', 'size', 'company'] as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isDate = (value: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
};

const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : fallback;

/** The filters an address holds; anything unknown or malformed falls back to its default. */
export function parseFilters(params: URLSearchParams): BookingFilters {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const company = params.get('company') ?? '';
  return {
    status: status !== null && isBookingStatus(status) ? status : 'all',
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    from: isDate(from) ? from : '',
    to: isDate(to) ? to : '',
    dateField: oneOf(ADMIN_BOOKING_DATE_FIELDS, params.get('date'), DEFAULT_FILTERS.dateField),
    sort: oneOf(ADMIN_BOOKING_SORTS, params.get('sort'), DEFAULT_FILTERS.sort),
    page: Number.isInteger(page) && page >= 1 && page <= 999_999 ? page : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    company: UUID_RE.test(company) ? company.toLowerCase() : '',
  };
}

/** `current` with this section's keys replaced by `filters` (defaults omitted; `tab` and the rest kept). */
export function filtersToParams(filters: BookingFilters, current = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of KEYS) params.delete(key);
  const q = filters.q.trim();
  if (filters.status !== 'all') params.set('status', filters.status);
  if (q) params.set('q', q);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if ((filters.from || filters.to) && filters.dateField !== DEFAULT_FILTERS.dateField) {
    params.set('date', filters.dateField);
  }
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(filters.pageSize));
  if (filters.company) params.set('company', filters.company);
  return params;
}

/**
 * The query string of GET /api/admin/bookings (with paging) or of its CSV export (without): the contract's
 * names (`dateField`, `pageSize`), a from/to pair in order whichever way it was typed.
 */
export function apiQuery(filters: BookingFilters, { paging = true } = {}): string {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  const [from, to] =
    filters.from && filters.to && filters.from > filters.to
      ? [filters.to, filters.from]
      : [filters.from, filters.to];
  if (filters.status !== 'all') params.set('status', filters.status);
  if (q) params.set('q', q);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (from || to) params.set('dateField', filters.dateField);
  if (filters.company) params.set('companyId', filters.company);
  params.set('sort', filters.sort);
  if (paging) {
    params.set('page', String(filters.page));
    params.set('pageSize', String(filters.pageSize));
  }
  return params.toString();
}

/** Anything narrowing the list (sort and page size only order and cut it). */
export function isFiltered(filters: BookingFilters): boolean {
  return (
    filters.status !== 'all' ||
    filters.q.trim() !== '' ||
    filters.from !== '' ||
    filters.to !== '' ||
    filters.company !== ''
  );
}

/** A change of anything but the page starts again from page 1. */
export function withChange(filters: BookingFilters, change: Partial<BookingFilters>): BookingFilters {
  return { ...filters, ...change, page: change.page ?? 1 };
}

/** "Showing 26–50 of 1,234": the positions of the first and last rows of a page, and the page count. */
export function pageWindow(page: number, pageSize: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return { first, last, pages };
}

/** The page buttons to show: first, last and the neighbours of the current one, with gaps as null. */
export function pageButtons(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev > 1) out.push(p - prev === 2 ? prev + 1 : null);
    out.push(p);
  });
  return out;
}
