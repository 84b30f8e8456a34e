import { describe, expect, it } from 'vitest';
import { bookingExtras } from './booking-extras.ts';

const none = {
  flightNumber: null,
  specialRequests: null,
  meetAndGreet: false,
  childSeat: false,
  extraStop: false,
  extraStopAddress: null,
};

describe('bookingExtras', () => {
  it('is empty without extras', () => {
    expect(bookingExtras(none)).toEqual([]);
    expect(bookingExtras({ ...none, flightNumber: '  ', specialRequests: '' })).toEqual([]);
  });

  it('lists every extra in form order', () => {
    expect(
      bookingExtras({
        flightNumber: 'AA 100',
        specialRequests: ' Still water, please ',
        meetAndGreet: true,
        childSeat: true,
        extraStop: true,
        extraStopAddress: '1 Main St, Brooklyn',
      }),
    ).toEqual([
      { id: 'flight', value: 'AA 100' },
      { id: 'meetAndGreet' },
      { id: 'childSeat' },
      { id: 'extraStop', value: '1 Main St, Brooklyn' },
      { id: 'specialRequests', value: 'Still water, please' },
    ]);
  });

  it('keeps an extra stop without its address', () => {
    expect(bookingExtras({ ...none, extraStop: true })).toEqual([{ id: 'extraStop', value: null }]);
  });
});
