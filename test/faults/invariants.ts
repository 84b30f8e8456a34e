/**
 * What must hold in the database after any number of crashes, read with SQL (the table and column names of
 * src/server/db/schema): every acknowledged write is there, no payment without its booking, no confirmed (or
 * later) booking without its payment, exactly one confirmation email and one confirmation per paid booking, and
 * a trip accepted by at most one driver.
 */
import type { Ledger } from './workload.ts';

/** One SQL statement on the database under test, its rows. */
export type Query = <T>(sql: string) => Promise<T[]>;

export interface Check {
  name: string;
  /** What breaks it; empty when it holds. */
  violations: string[];
}

/** The statuses of a paid booking (cancelled ones may have been paid and refunded: none are made here). */
const PAID_STATES = new Set(['confirmed', 'assigned', 'in_progress', 'completed']);

interface BookingRow {
  id: string;
  number: string;
  status: string;
  paid: boolean;
  payment_intent_id: string | null;
  total_cents: number;
  driver_id: string | null;
}
interface IntentRow {
  id: string;
  booking_id: string | null;
  status: string;
  amount_cents: number;
}
interface CountRow {
  booking_id: string | null;
  n: number;
}
interface TripRow {
  booking_id: string;
  driver_id: string;
  status: string;
}

/** At most `max` lines of a long list, and how many more there were. */
function some(lines: string[], max = 8): string[] {
  return lines.length <= max ? lines : [...lines.slice(0, max), `… and ${lines.length - max} more`];
}

export async function checkInvariants(query: Query, ledger: Ledger): Promise<Check[]> {
  const bookings = await query<BookingRow>(
    `select id::text as id, number, status, paid_at is not null as paid, payment_intent_id, total_cents,
            driver_id::text as driver_id
       from bookings`,
  );
  const intents = await query<IntentRow>(
    `select id, booking_id::text as booking_id, status, amount_cents from test_payment_intents`,
  );
  const emails = await query<CountRow>(
    `select booking_id::text as booking_id, count(*)::int as n
       from email_outbox where kind = 'booking-confirmation' group by booking_id`,
  );
  const confirmations = await query<CountRow>(
    `select booking_id::text as booking_id, count(*)::int as n
       from booking_status_history where from_status = 'pending' and to_status = 'confirmed'
      group by booking_id`,
  );
  const trips = await query<TripRow>(
    `select booking_id::text as booking_id, driver_id::text as driver_id, status from driver_trips`,
  );

  const byId = new Map(bookings.map((b) => [b.id, b]));
  const intentById = new Map(intents.map((i) => [i.id, i]));
  const emailCount = new Map(emails.map((e) => [e.booking_id, Number(e.n)]));
  const confirmationCount = new Map(confirmations.map((c) => [c.booking_id, Number(c.n)]));
  const label = (id: string) => `${byId.get(id)?.number ?? '?'} (${id})`;
  const checks: Check[] = [];
  const check = (name: string, violations: string[]) => checks.push({ name, violations: some(violations) });

  const lostBookings: string[] = [];
  for (const [id, number] of ledger.created) {
    const row = byId.get(id);
    if (!row)
      lostBookings.push(`booking ${number} (${id}) was acknowledged (201) but is not in the database`);
    else if (row.number !== number)
      lostBookings.push(`booking ${id} was answered as ${number}, stored as ${row.number}`);
  }
  check(`every acknowledged booking is stored (${ledger.created.size})`, lostBookings);

  const lostPayments: string[] = [];
  for (const [bookingId, intentId] of ledger.paid) {
    const intent = intentById.get(intentId);
    if (!intent || intent.status !== 'succeeded' || intent.booking_id !== bookingId) {
      lostPayments.push(
        `payment ${intentId} of booking ${label(bookingId)} was acknowledged but is ` +
          (intent ? `${intent.status}, for booking ${intent.booking_id ?? 'none'}` : 'not in the database'),
      );
    }
  }
  check(`every acknowledged payment is recorded (${ledger.paid.size})`, lostPayments);

  const lostConfirmations: string[] = [];
  for (const [id, number] of ledger.confirmed) {
    const row = byId.get(id);
    if (!row || !PAID_STATES.has(row.status) || !row.paid) {
      lostConfirmations.push(
        `booking ${number} (${id}) was confirmed (200) but is ` +
          (row ? `${row.status}${row.paid ? '' : ', not paid'}` : 'not in the database'),
      );
    }
  }
  check(`every acknowledged confirmation is kept (${ledger.confirmed.size})`, lostConfirmations);

  const lostAccepts: string[] = [];
  for (const [bookingId, driverId] of ledger.accepted) {
    const row = byId.get(bookingId);
    const trip = trips.find(
      (t) => t.booking_id === bookingId && t.driver_id === driverId && t.status !== 'cancelled',
    );
    if (row?.driver_id !== driverId || !trip) {
      lostAccepts.push(
        `trip ${label(bookingId)} was accepted by driver ${driverId} (200) but the booking's driver is ` +
          `${row?.driver_id ?? 'none'}${trip ? '' : ' and that driver has no trip row for it'}`,
      );
    }
  }
  check(`every acknowledged accept is kept (${ledger.accepted.size})`, lostAccepts);

  const orphanPayments: string[] = [];
  const succeeded = intents.filter((i) => i.status === 'succeeded');
  for (const i of succeeded) {
    const b = i.booking_id ? byId.get(i.booking_id) : undefined;
    if (!b)
      orphanPayments.push(
        `payment ${i.id} succeeded for booking ${i.booking_id ?? 'none'}, which does not exist`,
      );
    else if (b.payment_intent_id !== i.id) {
      orphanPayments.push(
        `payment ${i.id} succeeded but booking ${b.number} carries payment ${b.payment_intent_id ?? 'none'}`,
      );
    } else if (!b.paid || !PAID_STATES.has(b.status)) {
      orphanPayments.push(
        `payment ${i.id} succeeded but booking ${b.number} is ${b.status}${b.paid ? '' : ', not paid'}`,
      );
    } else if (i.amount_cents !== b.total_cents) {
      orphanPayments.push(
        `payment ${i.id} is ${i.amount_cents} cents, booking ${b.number} totals ${b.total_cents}`,
      );
    }
  }
  check(`no payment without its confirmed booking (${succeeded.length} payments)`, orphanPayments);

  const paidBookings = bookings.filter((b) => PAID_STATES.has(b.status));
  const unpaid: string[] = [];
  for (const b of paidBookings) {
    const i = b.payment_intent_id ? intentById.get(b.payment_intent_id) : undefined;
    if (!b.paid) unpaid.push(`booking ${b.number} is ${b.status} without paid_at`);
    else if (!i)
      unpaid.push(
        `booking ${b.number} is ${b.status} without a payment intent (${b.payment_intent_id ?? 'none'})`,
      );
    else if (i.status !== 'succeeded')
      unpaid.push(`booking ${b.number} is ${b.status}, its payment ${i.id} is ${i.status}`);
    else if (i.amount_cents !== b.total_cents) {
      unpaid.push(
        `booking ${b.number} totals ${b.total_cents} cents, its payment ${i.id} is ${i.amount_cents}`,
      );
    } else if (i.booking_id !== b.id)
      unpaid.push(`booking ${b.number}'s payment ${i.id} is for booking ${i.booking_id ?? 'none'}`);
  }
  check(`no confirmed (or later) booking without its payment (${paidBookings.length})`, unpaid);

  const emailProblems: string[] = [];
  for (const b of bookings) {
    const n = emailCount.get(b.id) ?? 0;
    if (b.paid && n !== 1) {
      emailProblems.push(
        `paid booking ${b.number} (${b.id}) has ${n} booking-confirmation emails${n === 0 ? ' (lost)' : ' (doubled)'}`,
      );
    } else if (!b.paid && n > 0)
      emailProblems.push(`unpaid booking ${b.number} has ${n} booking-confirmation emails`);
  }
  const aboutNothing = emailCount.get(null) ?? 0;
  if (aboutNothing > 0) emailProblems.push(`${aboutNothing} booking-confirmation emails name no booking`);
  check(
    `exactly one confirmation email per paid booking (${bookings.filter((b) => b.paid).length})`,
    emailProblems,
  );

  const historyProblems: string[] = [];
  for (const b of bookings) {
    const n = confirmationCount.get(b.id) ?? 0;
    if (PAID_STATES.has(b.status) && n !== 1) {
      historyProblems.push(`booking ${b.number} is ${b.status} with ${n} pending -> confirmed history rows`);
    } else if (!PAID_STATES.has(b.status) && n > 0) {
      historyProblems.push(`booking ${b.number} is ${b.status} with ${n} pending -> confirmed history rows`);
    }
  }
  check('exactly one confirmation in each paid booking’s history', historyProblems);

  const tripProblems = [...ledger.doubleAccepts];
  const tripsByBooking = new Map<string, TripRow[]>();
  for (const t of trips) tripsByBooking.set(t.booking_id, [...(tripsByBooking.get(t.booking_id) ?? []), t]);
  for (const [bookingId, rows] of tripsByBooking) {
    const kept = rows.filter((t) => t.status !== 'cancelled');
    const b = byId.get(bookingId);
    if (kept.length > 1) {
      tripProblems.push(
        `trip ${label(bookingId)} accepted ${kept.length} times: drivers ${kept.map((t) => t.driver_id).join(', ')}`,
      );
    } else if (kept[0] && b?.driver_id !== kept[0].driver_id) {
      tripProblems.push(
        `trip ${label(bookingId)} belongs to driver ${kept[0].driver_id}, the booking names ${b?.driver_id ?? 'none'}`,
      );
    }
  }
  for (const b of bookings) {
    const live = (tripsByBooking.get(b.id) ?? []).filter((t) => t.status !== 'cancelled');
    if (b.driver_id && live.length === 0)
      tripProblems.push(`booking ${b.number} names driver ${b.driver_id} without a trip row`);
    if (b.status === 'assigned' && !b.driver_id)
      tripProblems.push(`booking ${b.number} is assigned to no driver`);
  }
  check(`a trip accepted by at most one driver (${trips.length} trips)`, tripProblems);

  return checks;
}
