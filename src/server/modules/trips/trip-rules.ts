import { DRIVER_STALE_MINUTES } from '../../../shared/contracts/admin-drivers.ts';
import { nyStamp } from '../../../shared/domain/new-york-time.ts';
import { milesBetween, type Point } from '../../../shared/domain/service-area.ts';
import { AppError } from '../../../shared/errors.ts';
import type { DriverRow } from './trips.repository.ts';

/**
 * The server's checks of a driver's trip moves (decision 21, decision 036): a position fresh enough to accept,
 * a pickup within the driver's radius, and a start no earlier than the window before pickup.
 */

const MINUTE_MS = 60_000;

/** The driver's stored position, when reported within DRIVER_STALE_MINUTES of `at` (409 otherwise). */
export function freshPosition(driver: DriverRow, at: Date): Point {
  if (driver.lastLat === null || driver.lastLng === null || !driver.locationAt) {
    throw new AppError('driver.locationRequired');
  }
  if (at.getTime() - driver.locationAt.getTime() > DRIVER_STALE_MINUTES * MINUTE_MS) {
    throw new AppError('driver.locationStale', { minutes: DRIVER_STALE_MINUTES });
  }
  return { lat: driver.lastLat, lng: driver.lastLng };
}

/** 409 `trips.pickupTooFar` unless the pickup is known and within `radiusMiles` of `position`. */
export function requirePickupWithin(
  position: Point,
  pickup: { pickupLat: number | null; pickupLng: number | null },
  radiusMiles: number,
): void {
  const near =
    pickup.pickupLat !== null &&
    pickup.pickupLng !== null &&
    milesBetween(position, { lat: pickup.pickupLat, lng: pickup.pickupLng }) <= radiusMiles;
  if (!near) throw new AppError('trips.pickupTooFar', { radius: radiusMiles });
}

/** 409 `trips.startNotYet` (with when it opens) before `windowMinutes` ahead of the pickup. */
export function requireStartOpen(pickupAt: Date, at: Date, windowMinutes: number): void {
  const opensAt = new Date(pickupAt.getTime() - windowMinutes * MINUTE_MS);
  if (at.getTime() < opensAt.getTime()) {
    throw new AppError('trips.startNotYet', {
      opensAt: opensAt.toISOString(),
      time: nyStamp(opensAt),
      minutes: windowMinutes,
    });
  }
}
