import { BRAND } from '../../../shared/brand.ts';
import type { BookingSummary, Receipt } from '../../../shared/contracts/bookings.ts';
import type { BookingView } from '../../../shared/contracts/checkout.ts';
import type { BookingRow, BookingWithRating } from './bookings.repository.ts';

const dollars = (cents: number) => Math.round(cents) / 100;

/** The history/dashboard view of a booking (money in dollars, dates ISO). */
export function toBookingSummary(b: BookingWithRating): BookingSummary {
  return {
    id: b.id,
    number: b.number,
    userId: b.userId,
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
    driverPhone: b.driverPhone,
    driverVehicle: b.driverVehicle,
    driverPlate: b.driverPlate,
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
    refunded: dollars(b.refundedCents),
    company: {
      name: BRAND.name,
      legalName: BRAND.legalName,
      address: BRAND.address,
      phone: BRAND.phoneDisplay,
      email: BRAND.email,
    },
  };
}

/** "12.4 mi" (one decimal, as the specification shows distances). */
export function formatMiles(meters: number): string {
  return `${(meters / 1609.34).toFixed(1)} mi`;
}

/** "1 h 5 min" or "45 min" (the specification's duration format). */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
}

const latLng = (lat: number | null, lng: number | null) =>
  lat !== null && lng !== null ? { lat, lng } : null;

/** Checkout's and the confirmation page's view of a booking (money in dollars, dates ISO). */
export function toBookingView(b: BookingRow): BookingView {
  return {
    id: b.id,
    number: b.number,
    status: b.status,
    serviceType: b.serviceType,
    serviceName: b.serviceName,
    packageName: b.packageName,
    hours: b.hours,
    pickupAddress: b.pickupAddress,
    destinationAddress: b.destinationAddress,
    pickupDateTime: b.pickupAt.toISOString(),
    returnTrip: b.returnTrip,
    returnDateTime: b.returnAt?.toISOString() ?? null,
    vehicleId: b.vehicleId,
    vehicleName: b.vehicleName,
    extras: {
      flightNumber: b.flightNumber,
      specialRequests: b.specialRequests,
      meetAndGreet: b.meetAndGreet,
      childSeat: b.childSeat,
      extraStop: b.extraStop,
      extraStopAddress: b.extraStopAddress,
    },
    customer: {
      name: b.customerName,
      email: b.customerEmail,
      phone: b.customerPhone,
      isGuest: b.userId === null,
    },
    route: {
      distanceMeters: b.distanceMeters,
      durationSeconds: b.durationSeconds,
      estimatedDistance: b.distanceMeters !== null ? formatMiles(b.distanceMeters) : null,
      estimatedDuration: b.durationSeconds !== null ? formatDuration(b.durationSeconds) : null,
      polyline: b.routePolyline,
      pickupLocation: latLng(b.pickupLat, b.pickupLng),
      destinationLocation: latLng(b.destinationLat, b.destinationLng),
    },
    lines: b.priceLines.map((l) => ({ code: l.code, label: l.label, amount: dollars(l.amountCents) })),
    subtotal: dollars(b.subtotalCents),
    taxRatePercent: b.taxRatePpm / 10_000,
    tax: dollars(b.taxCents),
    total: dollars(b.totalCents),
    currency: 'usd',
    driverName: b.driverName,
    driverPhone: b.driverPhone,
    driverVehicle: b.driverVehicle,
    driverPlate: b.driverPlate,
    paidAt: b.paidAt?.toISOString() ?? null,
    paymentMethod: b.paymentMethod,
    createdAt: b.createdAt.toISOString(),
  };
}
