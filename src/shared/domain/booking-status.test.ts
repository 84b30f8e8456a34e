import { describe, expect, it } from 'vitest';
import {
  ACTIVE_STATUSES,
  BOOKING_ACTORS,
  BOOKING_STATUSES,
  FINAL_STATUSES,
  STATUS_AUDIENCES,
  STATUS_LABEL_KEYS,
  canTransition,
  fromStates,
  isBookingStatus,
  isFinal,
  nextStates,
  statusLabelKey,
  type BookingActor,
  type BookingStatus,
} from './booking-status.ts';

/**
 * Product decision 10 written out move by move, independently of the table in the module: exactly these
 * (from, to, actor) triples are allowed, every other one of the 6 x 6 x 4 is refused.
 */
const ALLOWED: [BookingStatus, BookingStatus, BookingActor][] = [
  // paid
  ['pending', 'confirmed', 'system'],
  // an unpaid booking: cancelled or replaced by its customer, expired by the clean-up, removed by an admin
  ['pending', 'cancelled', 'customer'],
  ['pending', 'cancelled', 'system'],
  ['pending', 'cancelled', 'admin'],
  // a driver accepts, an admin assigns
  ['confirmed', 'assigned', 'driver'],
  ['confirmed', 'assigned', 'admin'],
  // the trip starts
  ['assigned', 'in_progress', 'driver'],
  ['assigned', 'in_progress', 'admin'],
  // the trip ends
  ['in_progress', 'completed', 'driver'],
  ['in_progress', 'completed', 'admin'],
  // a driver's Cancel (or an admin's un-assign) returns the ride to other drivers
  ['assigned', 'confirmed', 'driver'],
  ['assigned', 'confirmed', 'admin'],
  ['in_progress', 'confirmed', 'driver'],
  ['in_progress', 'confirmed', 'admin'],
  // a change of the ride no longer fits its chauffeur: the system returns it to the queue (decision 062)
  ['assigned', 'confirmed', 'system'],
  // the customer cancels before the trip starts
  ['confirmed', 'cancelled', 'customer'],
  ['assigned', 'cancelled', 'customer'],
  // an admin cancels any non-final booking
  ['confirmed', 'cancelled', 'admin'],
  ['assigned', 'cancelled', 'admin'],
  ['in_progress', 'cancelled', 'admin'],
  // the passenger did not come within the free waiting time (decision 28): a final no-show
  ['assigned', 'no_show', 'driver'],
  ['assigned', 'no_show', 'admin'],
  ['in_progress', 'no_show', 'driver'],
  ['in_progress', 'no_show', 'admin'],
];

const key = (from: string, to: string, actor: string) => `${from} -> ${to} by ${actor}`;
const allowed = new Set(ALLOWED.map(([from, to, actor]) => key(from, to, actor)));

const EVERY_TRIPLE = BOOKING_STATUSES.flatMap((from) =>
  BOOKING_STATUSES.flatMap((to) => BOOKING_ACTORS.map((actor) => [from, to, actor] as const)),
);

describe('the booking transition table', () => {
  it('has the seven states (decisions 10, 28) and four actors of decision 10', () => {
    expect(BOOKING_STATUSES).toEqual([
      'pending',
      'confirmed',
      'assigned',
      'in_progress',
      'completed',
      'cancelled',
      'no_show',
    ]);
    expect(BOOKING_ACTORS).toEqual(['customer', 'driver', 'admin', 'system']);
    expect(EVERY_TRIPLE).toHaveLength(7 * 7 * 4);
    expect(allowed.size).toBe(ALLOWED.length);
  });

  it.each(EVERY_TRIPLE)('%s -> %s by %s: allowed exactly where decision 10 says', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(allowed.has(key(from, to, actor)));
  });

  it('never returns to pending, never leaves a final state, and never stays in place', () => {
    for (const [from, to, actor] of EVERY_TRIPLE) {
      if (to === 'pending' || isFinal(from) || from === to)
        expect(canTransition(from, to, actor)).toBe(false);
    }
  });

  it('lets the customer act only before the trip starts, and only to cancel', () => {
    const customer = EVERY_TRIPLE.filter(([f, t, a]) => a === 'customer' && canTransition(f, t, a));
    expect(customer.map(([f, t]) => `${f}->${t}`)).toEqual([
      'pending->cancelled',
      'confirmed->cancelled',
      'assigned->cancelled',
    ]);
  });

  it('lets an admin cancel every non-final booking', () => {
    for (const from of BOOKING_STATUSES) {
      expect(canTransition(from, 'cancelled', 'admin')).toBe(!isFinal(from));
    }
  });
});

describe('the helpers', () => {
  it('isFinal: completed, cancelled and no_show only', () => {
    expect(BOOKING_STATUSES.filter(isFinal)).toEqual([...FINAL_STATUSES]);
    expect(FINAL_STATUSES).toEqual(['completed', 'cancelled', 'no_show']);
    expect(ACTIVE_STATUSES).toEqual(['confirmed', 'assigned', 'in_progress']);
  });

  it('nextStates lists the allowed targets per actor, and for anyone', () => {
    for (const from of BOOKING_STATUSES) {
      for (const actor of BOOKING_ACTORS) {
        expect(nextStates(from, actor)).toEqual(
          BOOKING_STATUSES.filter((to) => allowed.has(key(from, to, actor))),
        );
      }
      expect(nextStates(from)).toEqual(
        BOOKING_STATUSES.filter((to) => BOOKING_ACTORS.some((a) => allowed.has(key(from, to, a)))),
      );
    }
    expect(nextStates('pending', 'system')).toEqual(['confirmed', 'cancelled']);
    expect(nextStates('assigned', 'driver')).toEqual(['confirmed', 'in_progress', 'no_show']);
    expect(nextStates('completed')).toEqual([]);
  });

  it('fromStates lists where each actor may move a booking from (the update condition)', () => {
    for (const to of BOOKING_STATUSES) {
      for (const actor of BOOKING_ACTORS) {
        expect(fromStates(to, actor)).toEqual(
          BOOKING_STATUSES.filter((from) => allowed.has(key(from, to, actor))),
        );
      }
    }
    expect(fromStates('confirmed', 'system')).toEqual(['pending', 'assigned']);
    expect(fromStates('cancelled', 'admin')).toEqual(['pending', 'confirmed', 'assigned', 'in_progress']);
  });

  it('isBookingStatus accepts the seven states only', () => {
    for (const s of BOOKING_STATUSES) expect(isBookingStatus(s)).toBe(true);
    for (const s of ['accepted', 'Pending', '', null, undefined, 3]) expect(isBookingStatus(s)).toBe(false);
  });
});

describe('labels per audience', () => {
  it('has a key for every status and audience', () => {
    for (const audience of STATUS_AUDIENCES) {
      for (const status of BOOKING_STATUSES) {
        expect(STATUS_LABEL_KEYS[audience][status]).toMatch(/^[a-z-]+:[a-z_.]+$/);
        expect(statusLabelKey(audience, status)).toBe(STATUS_LABEL_KEYS[audience][status]);
      }
    }
  });

  it("reuses My Bookings' labels for customers, and shows an unknown status as pending", () => {
    expect(statusLabelKey('customer', 'in_progress')).toBe('account:status.in_progress');
    expect(statusLabelKey('driver', 'confirmed')).toBe('booking-status:driver.confirmed');
    expect(statusLabelKey('admin', 'whatever')).toBe('booking-status:admin.pending');
  });
});
