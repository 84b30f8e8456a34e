import { describe, expect, it } from 'vitest';
import { bookingTotals, canRate, hasReceipt, nextUpcomingBooking } from './booking-totals.ts';

type Status = 'pending' | 'confirmed' | 'assigned' | 'in_progress' | 'completed' | 'cancelled';
const b = (status: Status, totalAmount: number) => ({ status, totalAmount });

describe('booking totals', () => {
  it('counts every booking, the completed ones and what they cost', () => {
    expect(
      bookingTotals([
        b('completed', 120.5),
        b('completed', 99.99),
        b('cancelled', 500),
        b('pending', 75),
        b('in_progress', 10),
      ]),
    ).toEqual({ total: 5, completed: 2, spent: 220.49 });
  });

  it('adds in cents (no floating-point drift)', () => {
    expect(bookingTotals([b('completed', 0.1), b('completed', 0.2)]).spent).toBe(0.3);
  });

  it('is zero for no bookings', () => {
    expect(bookingTotals([])).toEqual({ total: 0, completed: 0, spent: 0 });
  });
});

describe('next upcoming booking', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  const at = (iso: string, status: Status, id: string) => ({ id, status, pickupDateTime: iso });

  it('is the nearest future pickup that will still happen', () => {
    const list = [
      at('2025-06-20T12:00:00Z', 'confirmed', 'later'),
      at('2025-06-16T09:00:00Z', 'cancelled', 'cancelled'),
      at('2025-06-10T09:00:00Z', 'pending', 'past'),
      at('2025-06-17T09:00:00Z', 'assigned', 'next'),
      at('2025-06-16T10:00:00Z', 'completed', 'done'),
    ];
    expect(nextUpcomingBooking(list, now)?.id).toBe('next');
  });

  it('is null when nothing is ahead', () => {
    expect(nextUpcomingBooking([at('2025-06-01T00:00:00Z', 'pending', 'x')], now)).toBeNull();
    expect(nextUpcomingBooking([], now)).toBeNull();
  });
});

describe('actions on a booking', () => {
  it('offers Rate Trip only on a completed, unrated trip', () => {
    expect(canRate({ status: 'completed', rating: null })).toBe(true);
    expect(canRate({ status: 'completed', rating: 4 })).toBe(false);
    expect(canRate({ status: 'in_progress', rating: null })).toBe(false);
  });

  it('offers a receipt on completed trips', () => {
    expect(hasReceipt({ status: 'completed' })).toBe(true);
    expect(hasReceipt({ status: 'cancelled' })).toBe(false);
    // Issue 35: a cancelled and refunded booking offers its receipt (it was reachable only by its address).
    expect(hasReceipt({ status: 'cancelled', refunded: 40.5 })).toBe(true);
    expect(hasReceipt({ status: 'cancelled', refunded: 0 })).toBe(false);
  });
});
