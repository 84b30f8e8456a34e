import type { BookingStatus } from '../../src/shared/domain/booking-status.ts';
import type { Database } from '../../src/server/db/client.ts';
import { newBookingNumber } from '../../src/server/modules/bookings/booking-number.ts';
import { createBookingsRepository } from '../../src/server/modules/bookings/bookings.repository.ts';

/**
 * A priced booking straight in the database, in any state (fixtures skip the transition table and write no
 * status history): $100 + $20 + 8.875 % tax.
 */
export async function insertBooking(
  database: Database,
  opts: { userId: string | null; guestId?: string; status?: BookingStatus; createdAt?: Date },
) {
  const createdAt = opts.createdAt ?? new Date();
  const status = opts.status ?? 'completed';
  return createBookingsRepository(database.db).insert({
    number: newBookingNumber(),
    userId: opts.userId,
    guestId: opts.guestId ?? null,
    customerName: 'Test Customer',
    customerEmail: 'customer@example.com',
    customerPhone: '2125550100',
    status,
    serviceType: 'point-to-point',
    serviceName: 'Point to Point',
    pickupAddress: '11 W 53rd St, New York, NY 10019',
    destinationAddress: '1 Main St, Brooklyn, NY 11201',
    pickupAt: new Date(createdAt.getTime() + 86_400_000),
    vehicleId: 'sedan-cadillac',
    vehicleName: 'Cadillac XTS Sedan',
    priceLines: [
      { code: 'base', label: 'Manhattan to Brooklyn', amountCents: 10000 },
      { code: 'meet_greet', label: 'Meet & greet', amountCents: 2000 },
    ],
    subtotalCents: 12000,
    taxRatePpm: 88_750,
    taxCents: 1065,
    totalCents: 13065,
    paymentMethod: status === 'pending' ? null : 'Visa •••• 4242',
    paidAt: status === 'pending' ? null : createdAt,
    createdAt,
    completedAt: status === 'completed' ? createdAt : null,
  });
}
