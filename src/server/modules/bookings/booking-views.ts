import { BRAND } from '../../../shared/brand.ts';
import type { BookingSummary, PassengerView, Receipt } from '../../../shared/contracts/bookings.ts';
import type { BookingView } from '../../../shared/contracts/checkout.ts';
import { NOTICE_CODES, type NoticeCode } from '../../../shared/error-codes.ts';
import { errorText } from '../../../shared/error-text.ts';
import {
  cancellationRefundPercent,
  FREE_CANCELLATION_HOURS,
  refundCents,
} from '../../../shared/domain/ride-size.ts';
import type { ReceiptCancellation } from './booking-cancellation-view.ts';
import type { ReceiptRefund } from './booking-receipt-refunds.ts';
import type { BookingRow, BookingWithRating } from './bookings.repository.ts';

const dollars = (cents: number) => Math.round(cents) / 100;

/** The statuses a customer may still cancel from (before the trip starts; product decision 10). */
const CUSTOMER_CANCELLABLE: readonly BookingRow['status'][] = ['pending', 'confirmed', 'assigned'];

/**
 * What the customer's cancellation would do now (the Terms, decision 17): null when they can no longer cancel
 * (started, ended, cancelled, or the pickup time has passed). An unpaid booking refunds nothing.
 */
export function cancellationTerms(
  b: Pick<BookingRow, 'status' | 'pickupAt' | 'totalCents' | 'refundedCents' | 'paidAt'>,
  now: Date,
): {
  refundCents: number;
  owedCents: number;
  paidCents: number;
  refundPercent: number;
  fullRefundUntil: Date;
} | null {
  if (!CUSTOMER_CANCELLABLE.includes(b.status) || b.pickupAt.getTime() <= now.getTime()) return null;
  const percent = cancellationRefundPercent(b.pickupAt, now);
  const paid = b.status === 'pending' || !b.paidAt ? 0 : b.totalCents;
  // Refunds add up (decision 23): what the Terms owe, less what was already refunded (an admin's goodwill
  // refund does not reduce the customer's due). The cancellation itself also counts refunds still under way
  // (`claimOwed`).
  const owed = refundCents(Math.max(0, paid), percent);
  return {
    refundCents: Math.max(0, owed - b.refundedCents),
    owedCents: owed,
    paidCents: paid,
    refundPercent: percent,
    fullRefundUntil: new Date(b.pickupAt.getTime() - FREE_CANCELLATION_HOURS * 3_600_000),
  };
}

function cancellationView(b: Parameters<typeof cancellationTerms>[0], now: Date) {
  const t = cancellationTerms(b, now);
  return t
    ? {
        refundAmount: dollars(t.refundCents),
        refundPercent: t.refundPercent,
        fullRefundUntil: t.fullRefundUntil.toISOString(),
      }
    : null;
}

/** The history/dashboard view of a booking (money in dollars, dates ISO). */
export function toBookingSummary(b: BookingWithRating, now: Date = new Date()): BookingSummary {
  return {
    id: b.id,
    number: b.number,
    userId: b.userId,
    status: b.status,
    serviceType: b.serviceType,
    serviceName: b.serviceName,
    pickupAddress: b.pickupAddress,
    destinationAddress: b.destinationAddress,
    pickupPinned: b.pickupPinned,
    destinationPinned: b.destinationPinned,
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
    hours: b.hours,
    passengers: b.passengers,
    bags: b.bags,
    refunded: dollars(b.refundedCents),
    cancellation: cancellationView(b, now),
    returnDateTime: b.returnAt?.toISOString() ?? null,
    extraStopAddress: b.extraStop ? b.extraStopAddress : null,
    flightNumber: b.flightNumber,
    meetAndGreet: b.meetAndGreet,
    childSeat: b.childSeat,
    fareLines: b.priceLines.map((l) => ({ code: l.code, label: l.label, amount: dollars(l.amountCents) })),
    tax: dollars(b.taxCents),
    passenger: passengerView(b),
  };
}

/** Someone else rides (decision 27): their name, phone and email; null when the customer rides. */
export function passengerView(b: {
  passengerName: string | null;
  passengerPhone: string | null;
  passengerEmail: string | null;
}): PassengerView | null {
  return b.passengerName ? { name: b.passengerName, phone: b.passengerPhone, email: b.passengerEmail } : null;
}

export function toReceipt(
  b: BookingWithRating,
  issuedAt: Date,
  refunds: readonly ReceiptRefund[] = [],
  changes: readonly { at: Date; differenceCents: number; refundCents: number }[] = [],
  cancellation: ReceiptCancellation | null = null,
): Receipt {
  const paidCents = b.paidAt ? b.totalCents : 0;
  return {
    booking: toBookingSummary(b, issuedAt),
    customerPhone: b.customerPhone,
    issuedAt: issuedAt.toISOString(),
    lines: b.priceLines.map((l) => ({ code: l.code, label: l.label, amount: dollars(l.amountCents) })),
    subtotal: dollars(b.subtotalCents),
    taxRatePercent: b.taxRatePpm / 10_000,
    tax: dollars(b.taxCents),
    total: dollars(b.totalCents),
    paidAt: b.paidAt?.toISOString() ?? null,
    paymentMethod: b.paymentMethod,
    refunded: dollars(b.refundedCents),
    refunds: refunds.map((r) => ({
      amount: dollars(r.amountCents),
      at: r.at.toISOString(),
      by: r.by,
      adminName: r.adminName,
    })),
    changes: changes.map((c) => ({
      at: c.at.toISOString(),
      difference: dollars(c.differenceCents),
      refund: dollars(c.refundCents),
    })),
    cancellation:
      b.status === 'cancelled' && cancellation
        ? {
            at: cancellation.at.toISOString(),
            by: cancellation.by,
            kept: dollars(Math.max(0, paidCents - b.refundedCents)),
          }
        : null,
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

/** Which price applied and why, as the quote said when the booking was made (null on older bookings). */
function storedPriceBasis(b: BookingRow): BookingView['priceBasis'] {
  const code = b.priceBasisCode;
  if (!code || !(NOTICE_CODES as readonly string[]).includes(code)) return null;
  const reasonCode = code as NoticeCode;
  // A package price names the stored package (the one whose price applied); the hourly and distance ones none.
  const named = reasonCode === 'quote.basisPackage' || reasonCode === 'quote.basisTimePackage';
  const packageName = named ? b.packageName : null;
  return {
    packageId: named ? b.packageId : null,
    packageName,
    reasonCode,
    reason: errorText(reasonCode, packageName ? { package: packageName } : undefined),
  };
}

/** Checkout's and the confirmation page's view of a booking (money in dollars, dates ISO). */
export function toBookingView(b: BookingRow, now: Date = new Date()): BookingView {
  return {
    id: b.id,
    number: b.number,
    status: b.status,
    serviceType: b.serviceType,
    serviceName: b.serviceName,
    packageName: b.packageName,
    priceBasis: storedPriceBasis(b),
    hours: b.hours,
    pickupAddress: b.pickupAddress,
    destinationAddress: b.destinationAddress,
    pickupPinned: b.pickupPinned,
    destinationPinned: b.destinationPinned,
    pickupTyped: b.pickupTyped,
    destinationTyped: b.destinationTyped,
    pickupApproximate: b.pickupApproximate,
    destinationApproximate: b.destinationApproximate,
    pickupDateTime: b.pickupAt.toISOString(),
    returnTrip: b.returnTrip,
    returnDateTime: b.returnAt?.toISOString() ?? null,
    vehicleId: b.vehicleId,
    vehicleName: b.vehicleName,
    passengers: b.passengers,
    bags: b.bags,
    refunded: dollars(b.refundedCents),
    cancellation: cancellationView(b, now),
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
    passenger: passengerView(b),
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
