import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fleetCars } from '../../db/schema/compliance.ts';
import { drivers } from '../../db/schema/drivers.ts';
import type { ComplianceFactsRow } from '../compliance/compliance-gate.ts';

type DriverRow = typeof drivers.$inferSelect;

/**
 * The driver's row with their car's document dates (the compliance gate's facts), in one statement: the nearby
 * poll's first read (it was two). Undefined when the account has no driver profile.
 */
export async function readDriverWithCar(
  db: Db,
  userId: string,
): Promise<{ driver: DriverRow; facts: ComplianceFactsRow } | undefined> {
  const [row] = await db
    .select({
      driver: drivers,
      carId: fleetCars.id,
      tlcVehicleLicenseExpiry: fleetCars.tlcVehicleLicenseExpiry,
      insuranceExpiry: fleetCars.insuranceExpiry,
      inspectionExpiry: fleetCars.inspectionExpiry,
    })
    .from(drivers)
    .leftJoin(fleetCars, eq(fleetCars.driverId, drivers.userId))
    .where(eq(drivers.userId, userId))
    .limit(1);
  if (!row) return undefined;
  const { driver, ...car } = row;
  return {
    driver,
    facts: {
      driverId: driver.userId,
      tlcLicenseExpiry: driver.tlcLicenseExpiry,
      stateLicenseExpiry: driver.stateLicenseExpiry,
      ...car,
    },
  };
}
