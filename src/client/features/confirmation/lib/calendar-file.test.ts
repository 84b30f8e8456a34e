import { describe, expect, it } from 'vitest';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import { CALENDAR_LABELS_EN } from '../../../../shared/domain/calendar.ts';
import { bookingCalendarFile } from './calendar-file.ts';

const booking = {
  number: 'NYC-7K3M9Q',
  pickupAddress: 'JFK Terminal 4',
  destinationAddress: 'Times Square',
  pickupDateTime: '2030-07-04T18:30:00.000Z',
  returnTrip: true,
  returnDateTime: '2030-07-05T02:00:00.000Z',
  vehicleName: 'Cadillac Escalade ESV',
  route: { durationSeconds: 3600 },
} as BookingView;

const options = {
  title: 'Empire Chauffeur: From Airport',
  labels: CALENDAR_LABELS_EN,
  supportPhone: '(212) 555-0147',
  url: null,
  now: new Date('2030-07-01T00:00:00Z'),
};

describe('bookingCalendarFile', () => {
  it('names the file after the booking and writes both legs', () => {
    const file = bookingCalendarFile(booking, options);
    expect(file.name).toBe('NYC-7K3M9Q.ics');
    expect(file.text).toContain('UID:NYC-7K3M9Q-outbound@');
    expect(file.text).toContain('UID:NYC-7K3M9Q-return@');
    expect(file.text).toContain('DTEND:20300704T193000Z');
  });

  it('makes an hourly ride last its hours, not the route’s driving time', () => {
    const hourly = {
      ...booking,
      returnTrip: false,
      hours: 3,
      route: { durationSeconds: 3120 },
    } as BookingView;
    const text = bookingCalendarFile(hourly, options).text;
    expect(text).toContain('DTSTART:20300704T183000Z');
    expect(text).toContain('DTEND:20300704T213000Z');
  });

  it('writes one leg for a one-way ride', () => {
    const file = bookingCalendarFile({ ...booking, returnTrip: false }, options);
    expect(file.text).not.toContain('-return@');
  });
});
