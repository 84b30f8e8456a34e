import { MESSAGE_FILTERS, OUTBOX_CHANNELS, OUTBOX_STATUSES } from '../../../../shared/contracts/admin-ops.ts';
import { UUID } from '../../../../shared/contracts/ids.ts';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../../shared/domain/audit.ts';

/**
 * The filters of the Outbox, Messages and Audit log sections, kept in the address beside `tab`
 * (`/admin?tab=outbox&q=NYC-7K3M9Q&status=failed&page=2`), so a reload, the back button or a link from another
 * section (the bookings tab links to `?tab=outbox&q=<number>`) shows the same list. Each filter is a string
 * ('' when unset) or the page number; defaults are left out of the address and out of the API query.
 */

/** Rows per page of each list (the contract allows 5–200). */
export const PAGE_SIZE = 25;
/** Search text the server accepts (contract: up to 100 characters). */
export const SEARCH_MAX = 100;

type Reader = (raw: string) => string;
export type FilterSpec<K extends string> = Record<K, Reader>;
export type Filters<K extends string> = Record<K, string> & { page: number };

const text: Reader = (raw) => raw.slice(0, SEARCH_MAX);
const oneOf =
  (list: readonly string[]): Reader =>
  (raw) =>
    list.includes(raw) ? raw : '';
const isoDate: Reader = (raw) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  if (!m) return '';
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) ? raw : '';
};
const uuid: Reader = (raw) => (UUID.test(raw) ? raw : '');
/** A template name as the outbox stores it (booking-confirmation …). */
const kind: Reader = (raw) => (/^[a-z0-9-]{1,60}$/.test(raw) ? raw : '');

export const OUTBOX_FILTERS = {
  q: text,
  status: oneOf(OUTBOX_STATUSES),
  channel: oneOf(OUTBOX_CHANNELS),
  kind,
} satisfies FilterSpec<string>;

/** `state` is open unless the address says handled or all. */
export const MESSAGE_FILTER_SPEC = {
  q: text,
  state: (raw: string) => oneOf(MESSAGE_FILTERS)(raw) || 'open',
} satisfies FilterSpec<string>;

export const AUDIT_FILTERS = {
  action: oneOf(AUDIT_ACTIONS),
  entityType: oneOf(AUDIT_ENTITIES),
  entityId: text,
  actorId: uuid,
  from: isoDate,
  to: isoDate,
} satisfies FilterSpec<string>;

export type OutboxFilters = Filters<keyof typeof OUTBOX_FILTERS>;
export type MessageFilters = Filters<keyof typeof MESSAGE_FILTER_SPEC>;
export type AuditFilters = Filters<keyof typeof AUDIT_FILTERS>;

/** What a section's filters are when the address says nothing. */
export function defaults<K extends string>(spec: FilterSpec<K>): Filters<K> {
  return parseFilters(spec, new URLSearchParams());
}

/** The filters an address holds; anything unknown or malformed falls back to its default. */
export function parseFilters<K extends string>(spec: FilterSpec<K>, params: URLSearchParams): Filters<K> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(spec) as K[]) out[key] = spec[key](params.get(key) ?? '');
  const page = Number(params.get('page'));
  return { ...out, page: Number.isInteger(page) && page >= 1 && page <= 999_999 ? page : 1 };
}

/** `current` with this section's keys replaced by `filters` (defaults omitted; `tab` and the rest kept). */
export function filtersToParams<K extends string>(
  spec: FilterSpec<K>,
  filters: Filters<NoInfer<K>>,
  current = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(current);
  const base = defaults(spec);
  for (const key of Object.keys(spec) as K[]) {
    params.delete(key);
    const value = filters[key].trim();
    if (value && value !== base[key]) params.set(key, value);
  }
  params.delete('page');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * The query string of the section's GET: every set filter by its contract name, the page and the page size;
 * a from/to pair in order whichever way it was typed.
 */
export function apiQuery<F extends { page: number }>(filters: F): string {
  const values = Object.fromEntries(
    Object.entries(filters).map(([key, value]) => [key, String(value)]),
  ) as Record<string, string>;
  if ('from' in values && 'to' in values && values.from && values.to && values.from > values.to) {
    [values.from, values.to] = [values.to, values.from];
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (key !== 'page' && value.trim()) params.set(key, value.trim());
  }
  params.set('page', String(filters.page));
  params.set('pageSize', String(PAGE_SIZE));
  return params.toString();
}

/** Anything narrowing the list, beside the defaults (Clear filters shows when true). */
export function isFiltered<K extends string>(spec: FilterSpec<K>, filters: Filters<NoInfer<K>>): boolean {
  const base = defaults(spec);
  return (Object.keys(spec) as K[]).some((key) => filters[key].trim() !== base[key]);
}

/** A change of anything but the page starts again from page 1. */
export function withChange<F extends { page: number }>(filters: F, change: Partial<F>): F {
  return { ...filters, ...change, page: change.page ?? 1 };
}
