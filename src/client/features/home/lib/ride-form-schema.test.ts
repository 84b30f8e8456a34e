import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readIssue } from '../../../../shared/zod-issues.ts';
import { hourlyRideFormSchema, rideFormSchema, type RideFormValues } from './ride-form-schema.ts';

// 12:00 in New York (EDT) on 1 July 2030.
const NOW = new Date('2030-07-01T16:00:00Z');

const valid: RideFormValues = {
  pickupAddress: 'JFK Terminal 4',
  destinationAddress: 'Times Square',
  pickupDate: '2030-07-02',
  pickupTime: '10:00',
  returnTrip: false,
  returnDate: '',
  returnTime: '',
  hours: 2,
  passengers: 1,
  bags: 0,
};

/** The issues of a form, as { field: code } (the first per field). */
function problems(values: Partial<RideFormValues>): Record<string, string | undefined> {
  const result = rideFormSchema.safeParse({ ...valid, ...values });
  const out: Record<string, string | undefined> = {};
  for (const i of result.error?.issues ?? []) out[i.path.join('.')] ??= readIssue(i.message)?.code;
  return out;
}

describe('rideFormSchema', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('accepts a complete ride', () => {
    expect(problems({})).toEqual({});
  });

  it('needs a destination and a return time, except on an hourly ride (no destination, no return leg)', () => {
    const ride = { ...valid, destinationAddress: '', returnTrip: true };
    expect(rideFormSchema.safeParse(ride).success).toBe(false);
    expect(hourlyRideFormSchema.safeParse(ride).success).toBe(true);
    expect(hourlyRideFormSchema.safeParse({ ...ride, destinationAddress: 'ab' }).success).toBe(false);
  });

  it('words every problem as an error code', () => {
    const result = rideFormSchema.safeParse({
      ...valid,
      pickupAddress: 'JF',
      destinationAddress: '',
      pickupDate: '2020-01-01',
      returnTrip: true,
    });
    expect(result.success).toBe(false);
    const codes = (result.error?.issues ?? []).map((i) => readIssue(i.message)?.code);
    expect(codes).toEqual(
      expect.arrayContaining(['booking.addressMin', 'booking.pickupPast', 'booking.returnDateTimeMissing']),
    );
    expect(codes).not.toContain(undefined);
  });

  it('refuses an address longer than the server takes (300 characters), with the limit', () => {
    expect(problems({ pickupAddress: 'x'.repeat(300) })).toEqual({});
    expect(problems({ pickupAddress: 'x'.repeat(301), destinationAddress: 'y'.repeat(600) })).toEqual({
      pickupAddress: 'booking.addressTooLong',
      destinationAddress: 'booking.addressTooLong',
    });
    const result = rideFormSchema.safeParse({ ...valid, pickupAddress: 'x'.repeat(301) });
    expect(readIssue(result.error?.issues[0]?.message ?? '')?.params).toEqual({ count: 300 });
  });

  it('asks for a date and a time', () => {
    expect(problems({ pickupDate: '', pickupTime: '' })).toEqual({
      pickupDate: 'booking.dateMissing',
      pickupTime: 'booking.dateMissing',
    });
  });

  it('refuses a pickup inside the 2-hour lead time, with the hours, and accepts one just outside', () => {
    expect(problems({ pickupDate: '2030-07-01', pickupTime: '13:59' })).toEqual({
      pickupTime: 'booking.leadHours',
    });
    const result = rideFormSchema.safeParse({ ...valid, pickupDate: '2030-07-01', pickupTime: '13:00' });
    expect(readIssue(result.error?.issues[0]?.message ?? '')?.params).toEqual({ count: 2 });
    expect(problems({ pickupDate: '2030-07-01', pickupTime: '14:00' })).toEqual({});
    // A time already gone says so instead.
    expect(problems({ pickupDate: '2030-07-01', pickupTime: '11:00' })).toEqual({
      pickupTime: 'booking.pickupPast',
    });
  });

  it('takes 2 to 12 whole hours', () => {
    expect(problems({ hours: 2 })).toEqual({});
    expect(problems({ hours: 12 })).toEqual({});
    expect(problems({ hours: 1 })).toEqual({ hours: 'booking.hoursRange' });
    expect(problems({ hours: 13 })).toEqual({ hours: 'booking.hoursRange' });
    expect(problems({ hours: 2.5 })).toEqual({ hours: 'booking.hoursRange' });
    expect(problems({ hours: Number.NaN })).toEqual({ hours: 'booking.hoursRange' });
  });

  it('takes 1 to 14 passengers and 0 to 20 bags', () => {
    expect(problems({ passengers: 14, bags: 20 })).toEqual({});
    expect(problems({ passengers: 0, bags: -1 })).toEqual({
      passengers: 'booking.passengersInvalid',
      bags: 'booking.bagsInvalid',
    });
    expect(problems({ passengers: 15, bags: 21 })).toEqual({
      passengers: 'booking.passengersInvalid',
      bags: 'booking.bagsInvalid',
    });
    expect(problems({ passengers: 1.5 })).toEqual({ passengers: 'booking.passengersInvalid' });
  });

  it('asks for a return after the pickup', () => {
    expect(problems({ returnTrip: true, returnDate: '2030-07-02', returnTime: '09:00' })).toEqual({
      returnTime: 'booking.returnBeforePickup',
    });
    expect(problems({ returnTrip: true, returnDate: '2030-07-02', returnTime: '18:00' })).toEqual({});
  });
});
