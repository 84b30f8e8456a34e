import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { nyLocalToInstant } from '../../../shared/domain/new-york-time.ts';
import { AppError } from '../../../shared/errors.ts';

/**
 * Small helpers the back office's lists share: paging, free-text search, account names and New York date
 * ranges.
 */

export const DEFAULT_PAGE_SIZE = 25;

/** `?page&pageSize` (already validated by the contract) as page, size and row offset. */
export function paging(query: { page?: number | undefined; pageSize?: number | undefined }) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** An ILIKE pattern for "contains `text`", with the pattern characters (% _ \) taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column ILIKE '%text%'` for any of the columns (text taken literally). */
export function anyContains(text: string, columns: SQL[]): SQL {
  const pattern = containsPattern(text);
  const matches = columns.map((c) => sql`${c} ilike ${pattern}`);
  return sql`(${sql.join(matches, sql` or `)})`;
}

/** How the back office names an account (the users table or an alias of it): "First Last", else its username. */
export function accountName(u: {
  firstName: AnyColumn;
  lastName: AnyColumn;
  username: AnyColumn;
}): SQL<string> {
  return sql<string>`coalesce(nullif(trim(${u.firstName} || ' ' || ${u.lastName}), ''), ${u.username})`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant a New York calendar date (YYYY-MM-DD) begins, `plusDays` later; 400 when it is not a real date. */
function nyDayStart(date: string, field: string, plusDays = 0): Date {
  const m = DATE.exec(date);
  const [y, mo, d] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
  const calendar = new Date(Date.UTC(y, mo - 1, d));
  if (
    !m ||
    calendar.getUTCFullYear() !== y ||
    calendar.getUTCMonth() !== mo - 1 ||
    calendar.getUTCDate() !== d
  ) {
    throw AppError.onField(field, 'admin.dateInvalid');
  }
  const day = new Date(Date.UTC(y, mo - 1, d + plusDays));
  return nyLocalToInstant(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate());
}

/**
 * New York dates `from` and `to`, both inclusive, as instants: `start` (from's midnight) and `end` (the
 * midnight after `to`, exclusive). 400 `admin.dateRange` when `to` is before `from`.
 */
export function nyDateRange(from: string | undefined, to: string | undefined): { start?: Date; end?: Date } {
  const start = from ? nyDayStart(from, 'from') : undefined;
  const end = to ? nyDayStart(to, 'to', 1) : undefined;
  if (start && end && end.getTime() <= start.getTime()) throw AppError.onField('to', 'admin.dateRange');
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A well-formed UUID: anything else names no record (and never reaches a uuid column, which would fail). */
export const isUuid = (value: string) => UUID.test(value);
