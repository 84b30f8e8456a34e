import type { LatLng } from '../../../shared/contracts/maps.ts';
import { areaOf } from '../../../shared/domain/nyc-areas.ts';
import { packageCoverage } from '../../../shared/domain/package-coverage.ts';
import { AppError } from '../../../shared/errors.ts';

/**
 * PRODUCT decision 25: a package fixes the price for an area; the booking still needs the door inside it. A
 * booking asked with an airport or route package (its id as the marketing pages send it: "jfk-manhattan" is the
 * jfk package) whose doors are not in the package's areas (package-coverage.ts, nyc-areas.ts) is refused on the
 * end that is outside: 400 booking.doorOutsidePackage on `pickup` or `destination`. Time packages (hourly,
 * wedding, events) cover any door in the service area; a package with no coverage fixes nothing.
 */
export function checkPackageDoors(
  packageId: string | undefined,
  pickup: LatLng,
  destination: LatLng | null,
): void {
  const id = packageId?.trim().replace(/-manhattan$/, '');
  const coverage = id ? packageCoverage(id) : null;
  if (!coverage || coverage.kind === 'hours') return;
  const a = areaOf(pickup.lat, pickup.lng);
  const b = destination ? areaOf(destination.lat, destination.lng) : null;
  const refuse = (field: 'pickup' | 'destination'): never => {
    throw AppError.onField(field, 'booking.doorOutsidePackage');
  };
  if (coverage.kind === 'airport') {
    const zones = coverage.zones;
    if (a === coverage.airport) {
      if (b === null || !zones.includes(b)) refuse('destination');
    } else if (b === coverage.airport) {
      if (!zones.includes(a)) refuse('pickup');
    } else {
      // Neither end at the airport: the end that is not in a zone (the pickup when both are).
      refuse(zones.includes(a) ? 'destination' : 'pickup');
    }
    return;
  }
  const [x, y] = coverage.areas;
  const inX = x.includes(a);
  const inY = y.includes(a);
  if (!inX && !inY) refuse('pickup');
  const other = inX ? y : x;
  // An end in both areas' lists cannot happen (the areas differ); the destination must be in the other one.
  if (b === null || !other.includes(b)) refuse('destination');
}
