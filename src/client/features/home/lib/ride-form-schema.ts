import '../../../../shared/zod-setup.ts';
import * as z from 'zod/mini';
import { LOCATION_MAX_CHARS } from '../../../../shared/contracts/maps.ts';
import { nyInstantIso } from '../../../../shared/domain/new-york-time.ts';
import {
  HOURLY_MAX_HOURS,
  HOURLY_MIN_HOURS,
  MAX_BAGS,
  MAX_PARTY,
} from '../../../../shared/domain/ride-size.ts';
import { issue } from '../../../../shared/zod-issues.ts';
import { newYorkNow } from './new-york-time.ts';

/**
 * The earliest pickup, in hours from now (PRODUCT decision 8: 2 hours). The server's number is the authority
 * (BOOKING_MIN_LEAD_MINUTES): step 1 asks POST /api/quotes before it moves on, so a different setting is still
 * refused on this page, with the server's own figure.
 */
export const PICKUP_LEAD_HOURS = 2;

/** Messages are error codes (texts in src/shared/errors); the English texts are the specification's. */
export const RIDE_ERRORS = {
  addressMin: issue('booking.addressMin'),
  addressTooLong: issue('booking.addressTooLong', { count: LOCATION_MAX_CHARS }),
  dateTime: issue('booking.dateMissing'),
  past: issue('booking.pickupPast'),
  lead: issue('booking.leadHours', { count: PICKUP_LEAD_HOURS }),
  returnDateTime: issue('booking.returnDateTimeMissing'),
  returnBeforePickup: issue('booking.returnBeforePickup'),
  hours: issue('booking.hoursRange', { min: HOURLY_MIN_HOURS, max: HOURLY_MAX_HOURS }),
  passengers: issue('booking.passengersInvalid', { min: 1, max: MAX_PARTY }),
  bags: issue('booking.bagsInvalid', { min: 0, max: MAX_BAGS }),
} as const;

const address = z
  .string()
  .check(
    z.trim(),
    z.minLength(3, RIDE_ERRORS.addressMin),
    z.maxLength(LOCATION_MAX_CHARS, RIDE_ERRORS.addressTooLong),
  );

/** An hourly ride's destination: optional ("As directed"), else a real address. */
const optionalAddress = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || v.length >= 3, RIDE_ERRORS.addressMin),
  z.maxLength(LOCATION_MAX_CHARS, RIDE_ERRORS.addressTooLong),
);

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

/**
 * Step 2 of the home booking widget. Dates are yyyy-mm-dd, times HH:mm, both New York local time. The same
 * rules as the server's (min and max address length, the lead time, hours 2-12, the party); what only the
 * server knows (the service area, where an address is) comes back from POST /api/quotes on submit. An hourly
 * ride (PRODUCT decision 20) needs no destination and has no return leg.
 */
const rideSchema = (hourly: boolean) =>
  z
    .object({
      pickupAddress: address,
      destinationAddress: hourly ? optionalAddress : address,
      pickupDate: z.string().check(z.minLength(1, RIDE_ERRORS.dateTime)),
      pickupTime: z.string().check(z.minLength(1, RIDE_ERRORS.dateTime)),
      returnTrip: z.boolean(),
      returnDate: z.string(),
      returnTime: z.string(),
      /** Asked on the hourly service only (the form sends it then). */
      hours: whole(HOURLY_MIN_HOURS, HOURLY_MAX_HOURS, RIDE_ERRORS.hours),
      passengers: whole(1, MAX_PARTY, RIDE_ERRORS.passengers),
      bags: whole(0, MAX_BAGS, RIDE_ERRORS.bags),
    })
    .check(
      z.superRefine((v, ctx) => {
        const now = newYorkNow();
        const pickup = `${v.pickupDate}T${v.pickupTime}`;
        const at = nyInstantIso(v.pickupDate, v.pickupTime);
        if (v.pickupDate && v.pickupTime && pickup <= `${now.date}T${now.time}`) {
          ctx.addIssue({ code: 'custom', path: ['pickupTime'], message: RIDE_ERRORS.past });
        } else if (at && Date.parse(at) < Date.now() + PICKUP_LEAD_HOURS * 3_600_000) {
          ctx.addIssue({ code: 'custom', path: ['pickupTime'], message: RIDE_ERRORS.lead });
        }
        if (!v.returnTrip || hourly) return;
        if (!v.returnDate)
          ctx.addIssue({ code: 'custom', path: ['returnDate'], message: RIDE_ERRORS.returnDateTime });
        if (!v.returnTime)
          ctx.addIssue({ code: 'custom', path: ['returnTime'], message: RIDE_ERRORS.returnDateTime });
        if (
          v.returnDate &&
          v.returnTime &&
          v.pickupDate &&
          v.pickupTime &&
          `${v.returnDate}T${v.returnTime}` <= pickup
        ) {
          ctx.addIssue({ code: 'custom', path: ['returnTime'], message: RIDE_ERRORS.returnBeforePickup });
        }
      }),
    );

export const rideFormSchema = rideSchema(false);
export const hourlyRideFormSchema = rideSchema(true);

export type RideFormValues = z.input<typeof rideFormSchema>;
