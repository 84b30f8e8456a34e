import { tripStage } from '../../../shared/domain/trip-stage.ts';
import type { DriverTrip, DriverTripStatus, StoredLocation } from '../../../shared/contracts/driver-trips.ts';
import type { DriverRow, DriverTripRow, TripCardRow } from './trips.repository.ts';

/** Cents to the contract's dollars. */
export const dollars = (cents: number) => Math.round(cents) / 100;
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/** The driver's last reported position as the contract gives it; null before the first report. */
export function storedLocation(d: DriverRow): StoredLocation | null {
  if (d.lastLat === null || d.lastLng === null || !d.locationAt) return null;
  return { latitude: d.lastLat, longitude: d.lastLng, updatedAt: d.locationAt.toISOString() };
}

function splitName(full: string): { firstName: string; lastName: string } {
  const parts = full.trim().split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

/** The trip card of the contract from a booking (and this driver's trip row, when there is one). */
export function toDriverTrip(
  b: TripCardRow,
  opts: {
    status: DriverTripStatus;
    earningsCents: number;
    distanceToPickup?: number | null;
    trip?: DriverTripRow | null;
    /** When "Passenger no-show" becomes available (after arrival and the free wait). */
    noShowAvailableAt?: Date | null;
  },
): DriverTrip {
  const trip = opts.trip ?? null;
  return {
    id: b.id,
    number: b.number,
    status: opts.status,
    vehicle: { name: b.vehicleName.trim() || 'VIP Service' },
    serviceName: b.serviceName,
    pickupAddress: b.pickupAddress,
    destinationAddress: b.destinationAddress,
    pickupPinned: b.pickupPinned,
    destinationPinned: b.destinationPinned,
    pickupNearest: b.pickupNearest,
    destinationNearest: b.destinationNearest,
    pickupLat: b.pickupLat,
    pickupLng: b.pickupLng,
    destinationLat: b.destinationLat,
    destinationLng: b.destinationLng,
    pickupDateTime: b.pickupAt.toISOString(),
    distance: b.distanceMeters === null ? null : Math.round((b.distanceMeters / 1609.344) * 10) / 10,
    duration: b.durationSeconds,
    distanceToPickup:
      opts.distanceToPickup === undefined || opts.distanceToPickup === null
        ? null
        : Math.round(opts.distanceToPickup * 10) / 10,
    // The party (decision 18); null on bookings made before it was asked.
    passengers: b.passengers,
    bags: b.bags,
    flightNumber: b.flightNumber,
    specialRequests: b.specialRequests,
    extraStopAddress: b.extraStopAddress,
    meetAndGreet: b.meetAndGreet,
    childSeat: b.childSeat,
    returnDateTime: iso(b.returnAt),
    hours: b.hours,
    price: dollars(b.totalCents),
    earnings: dollars(opts.earningsCents),
    user: { ...splitName(b.customerName), phone: b.customerPhone },
    passenger: b.passengerName ? { name: b.passengerName, phone: b.passengerPhone } : null,
    acceptedAt: iso(trip?.acceptedAt),
    startedAt: iso(trip?.startedAt),
    completedAt: iso(trip?.completedAt),
    cancelledAt: iso(trip?.cancelledAt),
    cancelReason: trip?.cancelReason ?? null,
    onTheWayAt: iso(trip?.onTheWayAt),
    arrivedAt: iso(trip?.arrivedAt),
    ...(trip ? { stage: tripStage(trip) } : {}),
    noShowAvailableAt: iso(opts.noShowAvailableAt),
  };
}
