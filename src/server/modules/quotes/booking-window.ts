import type { ErrorCode, ErrorParams } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';

export interface BookingWindow {
  /** Earliest pickup, in minutes from now (PRODUCT decision 8: 2 hours, configurable). */
  minLeadMinutes: number;
  /** Latest pickup, in days from now (within a year). */
  maxAdvanceDays: number;
}

export const DEFAULT_BOOKING_WINDOW: BookingWindow = { minLeadMinutes: 120, maxAdvanceDays: 365 };

/** Refuses the request with a 400 naming the field (the quote's validation). */
export const fail = (field: string, code: ErrorCode, params?: ErrorParams): never => {
  throw AppError.onField(field, code, params);
};

function checkWindow(field: string, at: Date, now: Date, window: BookingWindow) {
  const earliest = now.getTime() + window.minLeadMinutes * 60_000;
  const latest = now.getTime() + window.maxAdvanceDays * 86_400_000;
  if (at.getTime() < earliest) {
    const hours = window.minLeadMinutes / 60;
    if (Number.isInteger(hours)) fail(field, 'booking.leadHours', { count: hours });
    fail(field, 'booking.leadMinutes', { count: window.minLeadMinutes });
  }
  if (at.getTime() > latest) fail(field, 'booking.tooFar');
}

/**
 * A ride's pickup and return times, checked against the booking window at `now` (the one part of a quote that
 * ages): a 400 on the field otherwise.
 */
export function rideTimes(
  input: { pickupDateTime: string; returnTrip: boolean; returnDateTime?: string | undefined },
  now: Date,
  window: BookingWindow,
): { pickupAt: Date; returnAt: Date | null } {
  const pickupAt = new Date(input.pickupDateTime);
  checkWindow('pickupDateTime', pickupAt, now, window);
  let returnAt: Date | null = null;
  if (input.returnTrip) {
    if (!input.returnDateTime) fail('returnDateTime', 'booking.returnMissing');
    returnAt = new Date(input.returnDateTime as string);
    if (returnAt.getTime() <= pickupAt.getTime()) fail('returnDateTime', 'booking.returnBeforePickup');
    checkWindow('returnDateTime', returnAt, now, window);
  }
  return { pickupAt, returnAt };
}
