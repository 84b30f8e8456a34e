/**
 * The one lifecycle of a booking (product decision 10): its states, who may move it from which state to
 * which, and the label each audience reads. The database column, the contracts and the server's one
 * transition function (`transition` in `bookings.repository.ts`) all take their lists from here.
 *
 * pending -> confirmed (paid) -> assigned (accepted / assigned) -> in_progress -> completed; a driver's
 * Cancel returns an assigned or started booking to confirmed; a passenger who does not come after the free
 * waiting time ends the ride as no_show (decision 28, charged in full); completed, cancelled and no_show are final.
 */

export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'assigned',
  'in_progress',
  'completed',
  'cancelled',
  /** The passenger did not come within the free waiting time (decisions 28, 29): final, charged, not refunded. */
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Who moves a booking: its customer, a driver, an admin, or the system itself (payments, clean-up jobs). */
export const BOOKING_ACTORS = ['customer', 'driver', 'admin', 'system'] as const;
export type BookingActor = (typeof BOOKING_ACTORS)[number];

/** No transition leaves these. */
export const FINAL_STATUSES = [
  'completed',
  'cancelled',
  'no_show',
] as const satisfies readonly BookingStatus[];

/** Paid (or later) and not finished: the booking will still happen. */
export const ACTIVE_STATUSES = [
  'confirmed',
  'assigned',
  'in_progress',
] as const satisfies readonly BookingStatus[];

type TransitionTable = {
  readonly [From in BookingStatus]: { readonly [To in BookingStatus]?: readonly BookingActor[] };
};

/**
 * from → to → the actors allowed to make that move. Anything not listed is refused. Nothing returns to
 * pending once paid; completed and cancelled are final.
 */
export const BOOKING_TRANSITIONS: TransitionTable = {
  pending: {
    /** The payment succeeded (browser confirmation or webhook). */
    confirmed: ['system'],
    /**
     * Never paid: the customer cancels it or replaces it by editing the ride, the clean-up job expires it, or
     * an admin removes it.
     */
    cancelled: ['customer', 'system', 'admin'],
  },
  confirmed: {
    /** A driver accepts a nearby request, or an admin assigns one. */
    assigned: ['driver', 'admin'],
    /** The customer cancels before the trip starts (per the Terms); an admin cancels any non-final booking. */
    cancelled: ['customer', 'admin'],
  },
  assigned: {
    in_progress: ['driver', 'admin'],
    /**
     * The driver's Cancel ends their trip, not the ride: back to confirmed, unassigned (admin: un-assign); the
     * system's when a change of the ride no longer fits its chauffeur (decision 062).
     */
    confirmed: ['driver', 'admin', 'system'],
    cancelled: ['customer', 'admin'],
    /** The passenger did not come within the free waiting time after the chauffeur was on location. */
    no_show: ['driver', 'admin'],
  },
  in_progress: {
    completed: ['driver', 'admin'],
    /** The driver's Cancel on a started trip returns the ride to other drivers, as above. */
    confirmed: ['driver', 'admin'],
    cancelled: ['admin'],
    no_show: ['driver', 'admin'],
  },
  completed: {},
  cancelled: {},
  no_show: {},
};

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

export function isFinal(status: BookingStatus): boolean {
  return (FINAL_STATUSES as readonly BookingStatus[]).includes(status);
}

/** May `actor` move a booking from `from` to `to`? */
export function canTransition(from: BookingStatus, to: BookingStatus, actor: BookingActor): boolean {
  return BOOKING_TRANSITIONS[from][to]?.includes(actor) ?? false;
}

/** The states `actor` may move a booking in `from` to (every actor's when none is given), in lifecycle order. */
export function nextStates(from: BookingStatus, actor?: BookingActor): BookingStatus[] {
  return BOOKING_STATUSES.filter((to) => {
    const actors = BOOKING_TRANSITIONS[from][to];
    return actors !== undefined && (actor === undefined || actors.includes(actor));
  });
}

/** The states from which `actor` may move a booking to `to`: the condition of the conditional update. */
export function fromStates(to: BookingStatus, actor: BookingActor): BookingStatus[] {
  return BOOKING_STATUSES.filter((from) => canTransition(from, to, actor));
}

/** The screens that show a status, each with its own words (the driver's "Pending" is a confirmed booking). */
export const STATUS_AUDIENCES = ['customer', 'driver', 'admin'] as const;
export type StatusAudience = (typeof STATUS_AUDIENCES)[number];

/**
 * The i18n key (`namespace:key`) of each status per audience; English and Spanish texts live in the
 * client's locale files. Customers read My Bookings' labels; drivers and admins read `booking-status`.
 */
export const STATUS_LABEL_KEYS: {
  readonly [A in StatusAudience]: { readonly [S in BookingStatus]: string };
} = {
  customer: {
    pending: 'account:status.pending',
    confirmed: 'account:status.confirmed',
    assigned: 'account:status.assigned',
    in_progress: 'account:status.in_progress',
    completed: 'account:status.completed',
    cancelled: 'account:status.cancelled',
    no_show: 'account:status.no_show',
  },
  driver: {
    pending: 'booking-status:driver.pending',
    confirmed: 'booking-status:driver.confirmed',
    assigned: 'booking-status:driver.assigned',
    in_progress: 'booking-status:driver.in_progress',
    completed: 'booking-status:driver.completed',
    cancelled: 'booking-status:driver.cancelled',
    no_show: 'booking-status:driver.no_show',
  },
  admin: {
    pending: 'booking-status:admin.pending',
    confirmed: 'booking-status:admin.confirmed',
    assigned: 'booking-status:admin.assigned',
    in_progress: 'booking-status:admin.in_progress',
    completed: 'booking-status:admin.completed',
    cancelled: 'booking-status:admin.cancelled',
    no_show: 'booking-status:admin.no_show',
  },
};

/** The label key of a status for an audience; a status the client does not know reads as pending (spec). */
export function statusLabelKey(audience: StatusAudience, status: string): string {
  return STATUS_LABEL_KEYS[audience][isBookingStatus(status) ? status : 'pending'];
}
