import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { drivers } from '../../db/schema/drivers.ts';
import type { DriverVehicleType } from '../../../shared/domain/vehicle-class.ts';

const EARTH_RADIUS_MILES = 3958.7613;

/** The reads the notifications need beyond the messaging store: who is near a pickup, who a driver is. */
export function createNotificationsRepository(db: Db) {
  return {
    /**
     * On-duty chauffeurs (stored available) with one of `vehicleTypes` whose last position is within
     * `radiusMiles` of (lat, lng): who sees the ride among their nearby requests (trips.repository's `nearby`).
     */
    async driversNear(
      at: { lat: number; lng: number; radiusMiles: number; vehicleTypes: DriverVehicleType[] },
      q: Db = db,
    ) {
      if (at.vehicleTypes.length === 0) return [];
      const distance = sql<number>`(${EARTH_RADIUS_MILES}::double precision * 2 * asin(least(1, sqrt(
        power(sin(radians(${drivers.lastLat} - ${at.lat}::double precision) / 2), 2)
        + cos(radians(${at.lat}::double precision)) * cos(radians(${drivers.lastLat}))
        * power(sin(radians(${drivers.lastLng} - ${at.lng}::double precision) / 2), 2)))))`;
      return q
        .select({ userId: drivers.userId, locale: users.locale })
        .from(drivers)
        .innerJoin(users, eq(users.id, drivers.userId))
        .where(
          and(
            eq(drivers.status, 'available'),
            inArray(drivers.vehicleType, at.vehicleTypes),
            isNotNull(drivers.lastLat),
            isNotNull(drivers.lastLng),
            sql`${distance} <= ${at.radiusMiles}::double precision`,
          ),
        );
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
