import type { DriverTrip } from '../../../../shared/contracts/driver-trips.ts';
import { intlLocale, type Language } from '../../../booking/lib/booking-format.ts';
import { formatNy } from '../../../lib/new-york-date.ts';

/** The specification's label for a trip whose vehicle has no name. */
export const DEFAULT_VEHICLE_NAME = 'VIP Service';

/** A coordinate with the specification's 6 decimals ("40.758896"). */
export function formatCoordinate(value: number): string {
  return value.toFixed(6);
}

/**
 * Pickup date and time in New York with the zone ("Tue, Mar 5, 2026, 1:30 PM EST"); '' when missing. Trips
 * are driven in New York: every date and time on the dashboard is read on New York clocks.
 */
export function formatTripDateTime(value: string | null | undefined, language: Language): string {
  return formatNy(value, 'weekdayDayTime', language);
}

/** A trip stage's time in New York, hours and minutes ("10:04 AM"; "10:04 a. m."), in the page language. */
export function formatStageTime(value: Date | string | null | undefined, language: Language): string {
  return formatNy(value, 'hm', language);
}

/** A clock time in New York with seconds ("3:45:12 PM"), for "location updated at". */
export function formatClock(value: Date | string | null | undefined, language: Language): string {
  return formatNy(value, 'clock', language);
}

/** Miles with one decimal ("12.4 mi"); '' when unknown. */
export function formatDistance(miles: number | null | undefined, language: Language): string {
  if (miles === null || miles === undefined || !Number.isFinite(miles)) return '';
  const n = new Intl.NumberFormat(intlLocale(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(Math.max(0, miles));
  return `${n} mi`;
}

/** Seconds as "45 min" or "1 h 5 min" (the booking flow's style); '' when unknown. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const minutes = Math.max(1, Math.round(seconds / 60));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** The vehicle's name, or the specification's default. */
export function vehicleLabel(trip: Pick<DriverTrip, 'vehicle'>): string {
  return trip.vehicle.name.trim() || DEFAULT_VEHICLE_NAME;
}

/** The passenger's name as a driver reads it ("Nora Quinn"). */
export function passengerName(
  trip: Pick<DriverTrip, 'user'> & Partial<Pick<DriverTrip, 'passenger'>>,
): string {
  // Booked for someone else (decision 27): the name on the sign is the passenger's.
  if (trip.passenger) return trip.passenger.name;
  return `${trip.user.firstName} ${trip.user.lastName}`.trim();
}

/** A phone number as a tel: link ("+1 (917) 555-0123" -> "tel:+19175550123"); null when there is none. */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.replace(/\+/g, '').length >= 7 ? `tel:${digits}` : null;
}

/**
 * A link that opens directions to the pickup in the phone's maps app (Google Maps' universal URL: the app on
 * Android and iOS when installed, the website otherwise): the coordinates when known, else the address.
 */
/** Directions to the drop-off, once the passenger is on board (the trip started). */
export function destinationMapsHref(
  trip: Pick<DriverTrip, 'destinationAddress' | 'destinationLat' | 'destinationLng'>,
): string {
  return pickupMapsHref({
    pickupAddress: trip.destinationAddress,
    pickupLat: trip.destinationLat,
    pickupLng: trip.destinationLng,
  });
}

export function pickupMapsHref(trip: Pick<DriverTrip, 'pickupAddress' | 'pickupLat' | 'pickupLng'>): string {
  const destination =
    trip.pickupLat !== null && trip.pickupLng !== null
      ? `${trip.pickupLat},${trip.pickupLng}`
      : trip.pickupAddress;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
