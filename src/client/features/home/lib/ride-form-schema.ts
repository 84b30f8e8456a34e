import '../../../../shared/zod-setup.ts';
import * as z from 'zod/mini';
import { issue } from '../../../../shared/zod-issues.ts';
import { newYorkNow } from './new-york-time.ts';

/** Messages are error codes (texts in src/shared/errors); the English texts are the specification's. */
export const RIDE_ERRORS = {
  addressMin: issue('booking.addressMin'),
  dateTime: issue('booking.dateMissing'),
  past: issue('booking.pickupPast'),
  returnDateTime: issue('booking.returnDateTimeMissing'),
  returnBeforePickup: issue('booking.returnBeforePickup'),
} as const;

/** Step 2 of the home booking widget. Dates are yyyy-mm-dd, times HH:mm, both New York local time. */
export const rideFormSchema = z
  .object({
    pickupAddress: z.string().check(z.trim(), z.minLength(3, RIDE_ERRORS.addressMin)),
    destinationAddress: z.string().check(z.trim(), z.minLength(3, RIDE_ERRORS.addressMin)),
    pickupDate: z.string().check(z.minLength(1, RIDE_ERRORS.dateTime)),
    pickupTime: z.string().check(z.minLength(1, RIDE_ERRORS.dateTime)),
    returnTrip: z.boolean(),
    returnDate: z.string(),
    returnTime: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      const now = newYorkNow();
      const pickup = `${v.pickupDate}T${v.pickupTime}`;
      if (v.pickupDate && v.pickupTime && pickup <= `${now.date}T${now.time}`) {
        ctx.addIssue({ code: 'custom', path: ['pickupTime'], message: RIDE_ERRORS.past });
      }
      if (!v.returnTrip) return;
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

export type RideFormValues = z.input<typeof rideFormSchema>;
