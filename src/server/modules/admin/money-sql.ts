import { sql, type SQL } from 'drizzle-orm';
import { LINE_CLASSES } from '../../../shared/domain/money-split.ts';
import { bookings } from '../../db/schema/bookings.ts';

/**
 * Where a booking's money goes, in SQL (shared/domain/money-split.ts is the rule; docs/decisions/044): the
 * analytics and the bookings list's summary aggregate it in the database.
 */

/**
 * The statuses whose price is earned in full (a no-show is charged in full, decision 28); a paid booking that
 * was cancelled earns what the refunds left (the Terms' cancellation fee).
 */
export const EARNED_STATUSES = ['completed', 'no_show'] as const;

export const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const PASS_THROUGH_CODES = Object.entries(LINE_CLASSES)
  .filter(([, c]) => c === 'passThrough')
  .map(([code]) => code);

/**
 * The pass-through cents of a booking's price lines (money-split.ts `moneySplit`, in SQL): a line's parts when
 * they add up to it, else the line, summed over the pass-through codes.
 */
export const passThroughCents = sql`(
  select coalesce(sum((leaf->>'amountCents')::bigint), 0)::bigint
  from jsonb_array_elements(price_lines) as line
  cross join lateral jsonb_array_elements(
    case when jsonb_typeof(line->'parts') = 'array'
      and (select sum((p->>'amountCents')::bigint) from jsonb_array_elements(line->'parts') p)
        = (line->>'amountCents')::bigint
    then line->'parts' else jsonb_build_array(line) end) as leaf
  where leaf->>'code' in (${list(PASS_THROUGH_CODES)}))`;

/** An earned booking: completed (EARNED_STATUSES), or paid then cancelled. Columns of `bookings`. */
export const isEarned = sql`(${bookings.status} in (${list(EARNED_STATUSES)})
  or (${bookings.status} = 'cancelled' and ${bookings.paidAt} is not null))`;

/**
 * A booking's net revenue in cents, over the columns of `bookings`: total - tax - pass-through - refunds + the
 * refunds' tax and pass-through part, round(refunds x (tax + pass-through) / total) half up (refundSplit).
 */
export function netRevenueSql(): SQL {
  const keptOut = sql`(${bookings.taxCents}::bigint + ${passThroughCents})`;
  const refunds = sql`${bookings.refundedCents}::bigint`;
  const total = sql`${bookings.totalCents}::bigint`;
  return sql`(${total} - ${keptOut} - ${refunds}
    + case when ${total} > 0 then (2 * ${refunds} * ${keptOut} + ${total}) / (2 * ${total}) else 0 end)`;
}
