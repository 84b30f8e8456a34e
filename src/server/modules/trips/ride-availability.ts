import type { LatLng } from '../../../shared/contracts/maps.ts';
import {
  drivesNeeded,
  overlapDriveSeconds,
  ridesOverlap,
  straightLineDriveSeconds,
  type Point,
  type RideFacts,
} from '../../../shared/domain/ride-overlap.ts';
import {
  classFit,
  driverClass,
  rideClass,
  type DriverVehicleType,
  type RideClass,
} from '../../../shared/domain/vehicle-class.ts';
import { VEHICLES } from '../catalog/catalog.data.ts';
import type { LiveRideRow } from './trips.repository.ts';

export type { LiveRideRow };

/**
 * Per-ride availability on the server (decision 31, decision record 042): a booking's class from the catalog,
 * its legs, and whether a driver's live rides leave room for it, with drive times from the router (the maps
 * service) and the straight-line estimate when it has none. The pure rules are in shared/domain.
 */

/** Rides read around a booking: a window wide enough for any leg that could touch it. */
export const LIVE_RIDE_MARGIN_MS = 36 * 3_600_000;

/** The window of live rides to read around a booking (its pickup and return, with the margin). */
export function liveRideWindow(b: { pickupAt: Date; returnAt: Date | null }): { from: Date; to: Date } {
  return {
    from: new Date(b.pickupAt.getTime() - LIVE_RIDE_MARGIN_MS),
    to: new Date((b.returnAt ?? b.pickupAt).getTime() + LIVE_RIDE_MARGIN_MS),
  };
}

const CATEGORY = new Map<string, string>(VEHICLES.map((v) => [v.id, v.category]));

/** The class of a booked catalog vehicle. */
export const bookingClass = (vehicleId: string): RideClass => rideClass(CATEGORY.get(vehicleId));

/** The catalog vehicles a driver of this car is offered (their class only). */
export function vehicleIdsFor(type: DriverVehicleType): string[] {
  const c = driverClass(type);
  return VEHICLES.filter((v) => rideClass(v.category) === c).map((v) => v.id);
}

type RideColumns = Pick<
  LiveRideRow,
  | 'pickupAt'
  | 'durationSeconds'
  | 'hours'
  | 'returnAt'
  | 'pickupLat'
  | 'pickupLng'
  | 'destinationLat'
  | 'destinationLng'
>;

const point = (lat: number | null, lng: number | null): Point | null =>
  lat === null || lng === null ? null : { lat, lng };

/** A booking's facts for the overlap rule. */
export function rideFacts(b: RideColumns): RideFacts {
  return {
    pickupAt: b.pickupAt,
    durationSeconds: b.durationSeconds,
    hours: b.hours,
    returnAt: b.returnAt,
    pickup: point(b.pickupLat, b.pickupLng),
    dropoff: point(b.destinationLat, b.destinationLng),
  };
}

/** Why a driver cannot (or can only as an upgrade) be given a ride. */
export type FitReason =
  | { code: 'offDuty' }
  | { code: 'wrongClass' }
  | { code: 'upgrade' }
  | { code: 'overlap'; bookingId: string; number: string; pickupAt: Date; driveMinutes: number };

export interface RouterPort {
  driveSeconds(origin: LatLng, destination: LatLng, at: Date): Promise<number | null>;
}

const key = (from: Point, to: Point, at: Date) =>
  `${from.lat},${from.lng}|${to.lat},${to.lng}|${at.getTime()}`;

export function createRideAvailability(deps: { router: RouterPort }) {
  /**
   * The first of `others` the ride overlaps and the drive between them in minutes (from the router, fetched
   * once per pair that decides), or null.
   */
  async function clash<T extends RideColumns>(
    ride: RideColumns,
    others: readonly T[],
  ): Promise<{ ride: T; driveMinutes: number } | null> {
    const facts = rideFacts(ride);
    const pairs = others.map((o) => ({ o, f: rideFacts(o) }));
    const seconds = new Map<string, number>();
    const needed = pairs.flatMap(({ f }) => drivesNeeded(facts, f));
    await Promise.all(
      needed.map(async ({ from, to, at }) => {
        const k = key(from, to, at);
        if (seconds.has(k)) return;
        seconds.set(k, straightLineDriveSeconds(from, to));
        const routed = await deps.router.driveSeconds(from, to, at);
        if (routed !== null) seconds.set(k, routed);
      }),
    );
    const drive = (from: Point | null, to: Point | null, at: Date) =>
      (from && to ? seconds.get(key(from, to, at)) : undefined) ?? straightLineDriveSeconds(from, to);
    const hit = pairs.find(({ f }) => ridesOverlap(facts, f, drive));
    if (!hit) return null;
    return { ride: hit.o, driveMinutes: Math.ceil((overlapDriveSeconds(facts, hit.f, drive) ?? 0) / 60) };
  }

  /** The first of `others` the ride overlaps, or null. */
  async function overlap<T extends RideColumns>(ride: RideColumns, others: readonly T[]): Promise<T | null> {
    return (await clash(ride, others))?.ride ?? null;
  }

  /**
   * Every reason the driver does not fit the ride (empty: they fit). `upgrade` alone: they fit only as an
   * admin's explicit upgrade. Off duty is the stored status `offline` (the driver's own, or an admin's).
   */
  async function reasons(
    ride: RideColumns & { vehicleId: string; id: string },
    driver: { status: string; vehicleType: DriverVehicleType },
    rides: readonly LiveRideRow[],
  ): Promise<FitReason[]> {
    const out: FitReason[] = [];
    if (driver.status === 'offline') out.push({ code: 'offDuty' });
    const fit = classFit(bookingClass(ride.vehicleId), driver.vehicleType);
    if (fit === 'smaller') out.push({ code: 'wrongClass' });
    if (fit === 'upgrade') out.push({ code: 'upgrade' });
    const hit = await clash(
      ride,
      rides.filter((r) => r.id !== ride.id),
    );
    if (hit)
      out.push({
        code: 'overlap',
        bookingId: hit.ride.id,
        number: hit.ride.number,
        pickupAt: hit.ride.pickupAt,
        driveMinutes: hit.driveMinutes,
      });
    return out;
  }

  return { overlap, reasons };
}
export type RideAvailability = ReturnType<typeof createRideAvailability>;
