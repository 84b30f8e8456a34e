import { describe, expect, it } from 'vitest';
import { bookingLink } from './booking-link.ts';

describe('bookingLink', () => {
  it('puts every given parameter in a fixed order and opens the form', () => {
    expect(
      bookingLink({ service: 'point-to-point', pickup: 'JFK Terminal 4', date: '2026-12-04', time: '19:00' }),
    ).toBe(
      '/?service=point-to-point&pickup=JFK+Terminal+4&date=2026-12-04&time=19%3A00&showMap=true#booking-widget',
    );
  });

  it('leaves out empty values', () => {
    expect(bookingLink({ pickup: '', hours: undefined })).toBe('/?showMap=true#booking-widget');
  });
});
