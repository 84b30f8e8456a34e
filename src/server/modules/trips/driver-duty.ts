import type { FastifyBaseLogger } from 'fastify';
import type {
  DriverLocation,
  DriverProfile,
  StoredLocation,
} from '../../../shared/contracts/driver-trips.ts';
import { BRAND } from '../../../shared/brand.ts';
import { AppError } from '../../../shared/errors.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';
import { storedLocation } from './trip-views.ts';
import type { DriverRow, TripsRepository } from './trips.repository.ts';

/** The signed-in account (the session's user row). */
export type UserRow = NonNullable<ResolvedSession['user']>;

export interface DriverDutyDeps {
  repo: TripsRepository;
  log: FastifyBaseLogger;
  radiusMiles: number;
  clock: () => Date;
}

/**
 * The chauffeur's availability (issue 35): their profile and vehicle, their reported position, and going on or
 * off duty. `requireDriver` is the check every driver call starts with (a profile, not suspended).
 */
export function createDriverDuty(deps: DriverDutyDeps) {
  const { repo, log, clock } = deps;

  /** A profile, not suspended (an admin's suspension ended their sessions; this closes a sign-in racing it). */
  function usable(driver: DriverRow | undefined): DriverRow {
    if (!driver) throw new AppError('driver.profileMissing');
    if (driver.status === 'suspended') throw new AppError('auth.suspended', { phone: BRAND.phoneDisplay });
    return driver;
  }

  async function requireDriver(userId: string): Promise<DriverRow> {
    return usable(await repo.driver(userId));
  }

  /** requireDriver, with their car's document dates read in the same statement (the nearby poll). */
  async function requireDriverWithCar(userId: string) {
    const found = await repo.driverWithCar(userId);
    return { driver: usable(found?.driver), facts: found?.facts };
  }

  return {
    requireDriver,
    requireDriverWithCar,

    /** GET /api/driver/me. */
    async profile(user: UserRow): Promise<DriverProfile> {
      const d = await requireDriver(user.id);
      return {
        userId: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        phone: user.phone,
        status: d.status,
        vehicle: {
          make: d.vehicleMake,
          model: d.vehicleModel,
          year: d.vehicleYear,
          color: d.vehicleColor,
          plate: d.licensePlate,
          type: d.vehicleType,
        },
        location: storedLocation(d),
        radiusMiles: deps.radiusMiles,
      };
    },

    /** POST /api/driver/update-location: the driver's last reported position. */
    async updateLocation(userId: string, input: DriverLocation): Promise<StoredLocation> {
      const at = clock();
      const row = await repo.setLocation(userId, input.latitude, input.longitude, at);
      if (!row) throw new AppError('driver.profileMissing');
      return { latitude: input.latitude, longitude: input.longitude, updatedAt: at.toISOString() };
    },

    /**
     * POST /api/driver/duty: on duty (stored available) or off duty (stored offline: no requests, no accept).
     * A suspended driver cannot change it (403, as every other call of theirs).
     */
    async setDuty(userId: string, onDuty: boolean): Promise<{ onDuty: boolean }> {
      await requireDriver(userId);
      const row = await repo.setDuty(userId, onDuty ? 'available' : 'offline');
      if (!row) throw new AppError('auth.suspended', { phone: BRAND.phoneDisplay });
      log.info({ driverId: userId, onDuty }, 'driver duty changed');
      return { onDuty: row.status === 'available' };
    },
  };
}
export type DriverDuty = ReturnType<typeof createDriverDuty>;
