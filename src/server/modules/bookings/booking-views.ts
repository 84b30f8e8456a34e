import { BRAND } from '../../../shared/brand.ts';
import type { BookingSummary, Receipt } from '../../../shared/contracts/bookings.ts';
import type { BookingWithRating } from './bookings.repository.ts';

const dollars = (cents: number) => Math.round(cents) / 100;

/** The history/dashboard view of a booking (money in dollars, dates ISO). */
export function toBookingSummary(b: BookingWithRating): BookingSummary {
  return {
    id: b.id,
    number: b.number,
    status: b.status,
    serviceType: b.serviceType,
    serviceName: b.serviceName,
    pickupAddress: b.pickupAddress,
    destinationAddress: b.destinationAddress,
    pickupDateTime: b.pickupAt.toISOString(),
    returnTrip: b.returnTrip,
    vehicleId: b.vehicleId,
    vehicleName: b.vehicleName,
    totalAmount: dollars(b.totalCents),
    customerName: b.customerName,
    customerEmail: b.customerEmail,
    driverName: b.driverName,
    createdAt: b.createdAt.toISOString(),
    completedAt: b.completedAt?.toISOString() ?? null,
    rating: b.rating,
    feedback: b.feedback,
  };
}

export function toReceipt(b: BookingWithRating, issuedAt: Date): Receipt {
  return {
    booking: toBookingSummary(b),
    customerPhone: b.customerPhone,
    issuedAt: issuedAt.toISOString(),
    lines: b.priceLines.map((l) => ({ label: l.label, amount: dollars(l.amountCents) })),
    subtotal: dollars(b.subtotalCents),
    taxRatePercent: b.taxRatePpm / 10_000,
    tax: dollars(b.taxCents),
    total: dollars(b.totalCents),
    paidAt: b.paidAt?.toISOString() ?? null,
    paymentMethod: b.paymentMethod,
    company: {
      name: BRAND.name,
      legalName: BRAND.legalName,
      address: BRAND.address,
      phone: BRAND.phoneDisplay,
      email: BRAND.email,
    },
  };
}
