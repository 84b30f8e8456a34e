/**
 * How a quote prices its ride (quote.service.ts), decided once for every vehicle: the service type and
 * package asked for, checked; whether the ride is hourly; and the pricing kind, with what the quote says
 * about its package (PRODUCT decisions 1 and 3).
 */
import {
  coversRide,
  includedHours,
  packageCoverage,
  type PackageCoverage,
  rideAreas,
} from '../../../shared/domain/package-coverage.ts';
import { type PricingConfig, type PricingPackage } from '../../../shared/domain/pricing-config.ts';
import { findPackage } from '../../../shared/domain/pricing.ts';
import { HOURLY_DEFAULT_HOURS } from '../../../shared/domain/ride-size.ts';
import type { NoticeCode } from '../../../shared/error-codes.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ResolvedLocation } from '../maps/maps.service.ts';
import { fail } from './booking-window.ts';

/** Service types the marketing pages put in a booking draft besides the catalog's service ids. */
const PACKAGE_SERVICE_TYPES = ['airport-transfer', 'hourly-service'];

/** Service types priced by the hour (PRODUCT decision 3): the catalog's hourly and the hourly page's. */
const HOURLY_SERVICE_TYPES = ['hourly', 'hourly-service'];

/** Draft package ids from the marketing pages whose pricing id differs (airport offers are "jfk-manhattan"). */
function packageLookupId(id: string): string {
  return id.replace(/-manhattan$/, '');
}

/** How the ride is priced, decided once for every vehicle. */
export type Pricing =
  /** Distance ride: the package's price on each leg (it covers the ride), or the custom formula. */
  | { kind: 'distance'; pkg: PricingPackage | null }
  /** Hourly ride at the hourly packages' rates. */
  | { kind: 'hourly'; hours: number }
  /** Wedding or event package: its price covers its hours, extra hours at the hourly rate. */
  | { kind: 'time-package'; pkg: PricingPackage; included: number; hours: number };

/** The hours an hourly or time-package ride is priced for (a time package never fewer than it includes). */
export const hoursBooked = (pricing: Pricing): number | null =>
  pricing.kind === 'hourly'
    ? pricing.hours
    : pricing.kind === 'time-package'
      ? Math.max(pricing.hours, pricing.included)
      : null;

/** Refuses a service type that is neither the catalog's nor a marketing page's. */
export async function checkServiceType(catalog: Pick<CatalogService, 'services'>, serviceType: string) {
  if (PACKAGE_SERVICE_TYPES.includes(serviceType)) return;
  const services = await catalog.services();
  if (!services.some((s) => s.id === serviceType)) fail('serviceType', 'booking.unknownService');
}

function resolvePackage(config: PricingConfig, packageId: string | undefined): PricingPackage | null {
  const id = packageId?.trim();
  if (!id || id === 'custom') return null;
  return (
    findPackage(config, id) ??
    findPackage(config, packageLookupId(id)) ??
    fail('packageId', 'booking.unknownPackage')
  );
}

/**
 * The package asked for (a 400 when unknown), what it covers and includes,
 * and whether the ride is hourly.
 */
export function ridePackage(
  config: PricingConfig,
  input: { serviceType: string; packageId?: string | undefined },
) {
  const pkg = resolvePackage(config, input.packageId);
  const coverage: PackageCoverage | null = pkg ? packageCoverage(pkg.id) : null;
  const packageHours = pkg ? includedHours(pkg, coverage) : null;
  const hourlyRide =
    HOURLY_SERVICE_TYPES.includes(input.serviceType) || pkg?.kind === 'hourly' || coverage?.kind === 'hours';
  return { pkg, coverage, packageHours, hourlyRide };
}

/**
 * How the ride is priced, and what the quote says about its package: whether it applies, and the notice when
 * it does not cover the ride or its hours differ from those asked for (`askedHours`).
 */
export function decidePricing(
  { pkg, coverage, packageHours, hourlyRide }: ReturnType<typeof ridePackage>,
  askedHours: number | undefined,
  ends: [ResolvedLocation, ResolvedLocation] | null,
): { pricing: Pricing; applies: boolean; packageNotice: NoticeCode | null } {
  let pricing: Pricing;
  let applies = true;
  let packageNotice: NoticeCode | null = null;
  if (hourlyRide) {
    if (pkg && coverage?.kind === 'hours' && pkg.kind !== 'hourly' && packageHours !== null) {
      const hours = askedHours ?? packageHours;
      pricing = { kind: 'time-package', pkg, included: packageHours, hours };
      if (hours > packageHours) packageNotice = 'quote.packageHoursAdjusted';
      if (hours < packageHours) packageNotice = 'quote.packageHoursIncluded';
    } else {
      const covered = pkg !== null && pkg.kind === 'hourly' && coverage?.kind === 'hours';
      const hours = askedHours ?? (covered ? packageHours : null) ?? HOURLY_DEFAULT_HOURS;
      pricing = { kind: 'hourly', hours };
      if (pkg && !covered) {
        applies = false;
        packageNotice = 'quote.packageNotCovered';
      } else if (pkg && hours !== packageHours) {
        packageNotice = 'quote.packageHoursAdjusted';
      }
    }
  } else {
    applies =
      pkg !== null &&
      coverage !== null &&
      ends !== null &&
      coversRide(coverage, rideAreas(ends[0].location, ends[1].location));
    if (pkg && !applies) packageNotice = 'quote.packageNotCovered';
    pricing = { kind: 'distance', pkg: applies ? pkg : null };
  }
  return { pricing, applies, packageNotice };
}
