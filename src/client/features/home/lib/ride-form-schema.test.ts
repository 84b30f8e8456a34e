import { describe, expect, it } from 'vitest';
import { readIssue } from '../../../../shared/zod-issues.ts';
import { rideFormSchema } from './ride-form-schema.ts';

describe('rideFormSchema', () => {
  it('words every problem as an error code', () => {
    const result = rideFormSchema.safeParse({
      pickupAddress: 'JF',
      destinationAddress: '',
      pickupDate: '2020-01-01',
      pickupTime: '10:00',
      returnTrip: true,
      returnDate: '',
      returnTime: '',
    });
    expect(result.success).toBe(false);
    const codes = (result.error?.issues ?? []).map((i) => readIssue(i.message)?.code);
    expect(codes).toEqual(
      expect.arrayContaining(['booking.addressMin', 'booking.pickupPast', 'booking.returnDateTimeMissing']),
    );
    expect(codes).not.toContain(undefined);
  });
});
