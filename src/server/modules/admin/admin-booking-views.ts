import {
  isDispatchFlag,
  type AdminBookingDetail,
  type AdminBookingRow,
} from '../../../shared/contracts/admin-bookings.ts';
import { nextStates, type BookingStatus } from '../../../shared/domain/booking-status.ts';
import { nyLocalToInstant, nyStamp, nyWallClock } from '../../../shared/domain/new-york-time.ts';
import { tripStage, type TripStamps } from '../../../shared/domain/trip-stage.ts';
import type { AdminBookingDetailParts, AdminListRow, BookingRecord } from './admin-bookings.repository.ts';

const dollars = (cents: number) => Math.round(cents) / 100;
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/**
 * The statuses an admin may move a booking to from the row's menu: the transition table's moves for the admin
 * actor (decision 10), except `assigned`, which needs a driver and is made by Assign Driver.
 */
export function adminMoves(status: BookingStatus): BookingStatus[] {
  return nextStates(status, 'admin').filter((s) => s !== 'assigned');
}

/** A list row; `trip`: the stamps of the booking's trip (the list's stage), null without one. */
export function toAdminRow(b: AdminListRow, trip?: TripStamps | null): AdminBookingRow {
  return {
    id: b.id,
    number: b.number,
    status: b.status,
    customerName: b.customerName,
    customerEmail: b.customerEmail,
    customerPhone: b.customerPhone,
    passenger: b.passengerName
      ? { name: b.passengerName, phone: b.passengerPhone, email: b.passengerEmail }
      : null,
    serviceType: b.serviceType,
    serviceName: b.serviceName,
    pickupAddress: b.pickupAddress,
    destinationAddress: b.destinationAddress,
    pickupPinned: b.pickupPinned,
    destinationPinned: b.destinationPinned,
    pickupNearest: b.pickupNearest,
    destinationNearest: b.destinationNearest,
    pickupDateTime: b.pickupAt.toISOString(),
    vehicleId: b.vehicleId,
    vehicleName: b.vehicleName,
    passengers: b.passengers,
    bags: b.bags,
    totalAmount: dollars(b.totalCents),
    paidAt: iso(b.paidAt),
    refundedAmount: dollars(b.refundedCents),
    driverId: b.driverId,
    driverName: b.driverName,
    createdAt: b.createdAt.toISOString(),
    allowedStatuses: adminMoves(b.status),
    dispatchFlag: isDispatchFlag(b.dispatchFlag) ? b.dispatchFlag : null,
    dispatchFlaggedAt: iso(b.dispatchFlaggedAt),
    ...(trip === undefined ? {} : { stage: trip ? tripStage(trip) : null }),
  };
}

/** The booking in full for the detail view. */

/** A refund row as the back office shows it: amount, state, reason, by whom, when. */
function refundView(r: AdminBookingDetailParts['refunds'][number]) {
  return {
    amount: dollars(r.amountCents),
    status: r.status,
    reason: r.reason,
    by: r.byName,
    at: r.createdAt.toISOString(),
  };
}

export function toAdminDetail(
  b: BookingRecord & { rating: number | null; feedback: string | null },
  parts: AdminBookingDetailParts,
): AdminBookingDetail {
  return {
    ...toAdminRow(b),
    language: b.language,
    packageName: b.packageName,
    packageId: b.packageId,
    hours: b.hours,
    returnTrip: b.returnTrip,
    returnDateTime: iso(b.returnAt),
    distanceMiles: b.distanceMeters === null ? null : Math.round((b.distanceMeters / 1609.344) * 10) / 10,
    durationMinutes: b.durationSeconds === null ? null : Math.round(b.durationSeconds / 60),
    flightNumber: b.flightNumber,
    specialRequests: b.specialRequests,
    meetAndGreet: b.meetAndGreet,
    childSeat: b.childSeat,
    extraStop: b.extraStop,
    extraStopAddress: b.extraStopAddress,
    account: b.userId ? 'account' : 'guest',
    priceLines: b.priceLines.map((l) => ({ code: l.code, label: l.label, amount: dollars(l.amountCents) })),
    subtotal: dollars(b.subtotalCents),
    taxRatePercent: b.taxRatePpm / 10_000,
    tax: dollars(b.taxCents),
    payment: {
      provider: b.paymentProvider,
      intentId: b.paymentIntentId,
      method: b.paymentMethod,
      paidAt: iso(b.paidAt),
    },
    refund: parts.refund ? refundView(parts.refund) : null,
    refunds: parts.refunds.map(refundView),
    statusHistory: parts.history.map((h) => ({
      from: h.fromStatus,
      to: h.toStatus,
      actorRole: h.actorRole,
      actorName: h.actorName,
      reason: h.reason,
      at: h.createdAt.toISOString(),
    })),
    emails: parts.emails.map((e) => ({
      id: e.id,
      channel: e.channel,
      to: e.to,
      subject: e.subject,
      kind: e.kind,
      status: e.status,
      at: e.createdAt.toISOString(),
    })),
    trips: parts.trips.map((t) => ({
      id: t.id,
      driverId: t.driverId,
      driverName: t.driverName,
      status: t.status,
      acceptedAt: t.acceptedAt.toISOString(),
      stage: tripStage(t),
      onTheWayAt: iso(t.onTheWayAt),
      arrivedAt: iso(t.arrivedAt),
      startedAt: iso(t.startedAt),
      completedAt: iso(t.completedAt),
      cancelledAt: iso(t.cancelledAt),
      cancelReason: t.cancelReason,
      earnings: t.earningsCents === null ? null : dollars(t.earningsCents),
    })),
    driverPhone: b.driverPhone,
    driverVehicle: b.driverVehicle,
    driverPlate: b.driverPlate,
    completedAt: iso(b.completedAt),
    cancelledAt: iso(b.cancelledAt),
    rating: b.rating,
    feedback: b.feedback,
  };
}

/** Today in New York, as [midnight, next midnight). */
export function nyToday(now: Date): { start: Date; end: Date } {
  const w = nyWallClock(now);
  const next = new Date(Date.UTC(w.year, w.month - 1, w.day + 1));
  return {
    start: nyLocalToInstant(w.year, w.month, w.day),
    end: nyLocalToInstant(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()),
  };
}

// ---------------------------------------------------------------------------------------------------------
// CSV export

/** New York local time, or nothing. */
const csvStamp = (d: Date | null): string => (d ? nyStamp(d) : '');

const STATUS_WORDS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  assigned: 'Assigned',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/**
 * One CSV cell: a text a spreadsheet would run as a formula (= + - @, tab or carriage return first) is
 * prefixed with an apostrophe (OWASP's CSV injection advice); a cell with a comma, quote or line break is
 * quoted with its quotes doubled (RFC 4180).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let s = typeof value === 'number' ? value.toFixed(2) : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const CSV_HEADER = [
  'Booking number',
  'Status',
  'Created (New York)',
  'Pickup (New York)',
  'Customer',
  'Email',
  'Phone',
  'Company',
  'Service',
  'Vehicle',
  'Passengers',
  'Bags',
  'Pickup address',
  'Destination',
  'Driver',
  'Total (USD)',
  'Refunded (USD)',
  'Paid (New York)',
];

/**
 * The filtered list as CSV: a header row, then one line per booking (CRLF line ends); Company is the legal name
 * of the company the ride is booked under (issue 38), empty for none.
 */
export function bookingsCsv(rows: Array<AdminListRow & { companyLegalName?: string | null }>): string {
  const lines = [CSV_HEADER.map(csvCell).join(',')];
  for (const b of rows) {
    lines.push(
      [
        b.number,
        STATUS_WORDS[b.status],
        csvStamp(b.createdAt),
        csvStamp(b.pickupAt),
        b.customerName,
        b.customerEmail,
        b.customerPhone,
        b.companyLegalName ?? null,
        b.serviceName,
        b.vehicleName,
        b.passengers === null ? null : String(b.passengers),
        b.bags === null ? null : String(b.bags),
        b.pickupAddress,
        b.destinationAddress,
        b.driverName,
        b.totalCents / 100,
        b.refundedCents / 100,
        csvStamp(b.paidAt),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
