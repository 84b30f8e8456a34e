/**
 * How a quote prices its ride (quote.service.ts), decided once for every vehicle: the service type and
 * package asked for, checked; whether the ride is hourly; and the pricing kind, with what the quote says
 * about its package (PRODUCT decisions 1 and 3).
 */
import type { QuoteResponse } from '../../../shared/contracts/quotes.ts';
import {
  coveringPackage,
  coversRide,
  includedHours,
  packageCoverage,
  type PackageCoverage,
  rideAreas,
} from '../../../shared/domain/package-coverage.ts';
import { type PricingConfig, type PricingPackage } from '../../../shared/domain/pricing-config.ts';
import { findPackage, hourlyRatePackage } from '../../../shared/domain/pricing.ts';
import { isHourlyServiceType, isWaitingService } from '../../../shared/domain/hourly-services.ts';
import { HOURLY_DEFAULT_HOURS } from '../../../shared/domain/ride-size.ts';
import type { NoticeCode } from '../../../shared/error-codes.ts';
import { errorText } from '../../../shared/error-text.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { ResolvedLocation } from '../maps/maps.service.ts';
import { fail } from './booking-window.ts';

/** Service types the marketing pages put in a booking draft besides the catalog's service ids. */
const PACKAGE_SERVICE_TYPES = ['airport-transfer', 'hourly-service'];

/**
 * The package a waiting service is priced by when the customer chose none: the prom service is the Prom
 * package (its price for its hours). The others (tour, wedding without a tier, sweet-16) are priced by the hour.
 */
const SERVICE_PACKAGES: Readonly<Record<string, string>> = { prom: 'prom' };

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
  /** The package the customer asked for (the quote's `package`). */
  const asked = resolvePackage(config, input.packageId);
  const waiting = isWaitingService(input.serviceType);
  const serviceId = SERVICE_PACKAGES[input.serviceType];
  /** The package that prices the ride: the one asked for, else the waiting service's own. */
  const pkg = asked ?? (waiting && serviceId ? findPackage(config, serviceId) : null);
  const coverage: PackageCoverage | null = pkg ? packageCoverage(pkg.id) : null;
  const packageHours = pkg ? includedHours(pkg, coverage) : null;
  const hourlyRide =
    isHourlyServiceType(input.serviceType) || pkg?.kind === 'hourly' || coverage?.kind === 'hours';
  return { config, asked, pkg, coverage, packageHours, hourlyRide, waiting };
}

export type PriceBasis = QuoteResponse['priceBasis'];

function basis(
  kind: PriceBasis['kind'],
  pkg: PricingPackage | null,
  reasonCode: PriceBasis['reasonCode'],
): PriceBasis {
  const packageName = pkg?.name ?? null;
  return {
    kind,
    packageId: pkg?.id ?? null,
    packageName,
    reasonCode,
    reason: errorText(reasonCode, packageName ? { package: packageName } : undefined),
  };
}

/**
 * How the ride is priced, what the quote says about the package asked for (whether it applies, and the notice
 * when it does not cover the ride or its hours differ from those asked for, `askedHours`), and which price
 * applied and why (`basis`, PRODUCT decision 24):
 * - a distance ride covered by the package asked for: that package; else by the package that covers it
 *   (`coveringPackage`: the cheapest, then configuration order), asked for or not; else the custom formula;
 * - a waiting service (tour, prom, wedding…) or an hourly service: by the hour, or by its time package's hours.
 */
export function decidePricing(
  { config, asked, pkg, coverage, packageHours, hourlyRide, waiting }: ReturnType<typeof ridePackage>,
  askedHours: number | undefined,
  ends: [ResolvedLocation, ResolvedLocation] | null,
): { pricing: Pricing; applies: boolean; packageNotice: NoticeCode | null; basis: PriceBasis } {
  let pricing: Pricing;
  let applies = true;
  let packageNotice: NoticeCode | null = null;
  let priceBasis: PriceBasis;
  if (hourlyRide) {
    if (pkg && coverage?.kind === 'hours' && pkg.kind !== 'hourly' && packageHours !== null) {
      const hours = askedHours ?? packageHours;
      pricing = { kind: 'time-package', pkg, included: packageHours, hours };
      if (asked && hours > packageHours) packageNotice = 'quote.packageHoursAdjusted';
      if (asked && hours < packageHours) packageNotice = 'quote.packageHoursIncluded';
      priceBasis = basis('time-package', pkg, 'quote.basisTimePackage');
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
      // The hourly package whose rate priced the hours.
      const rate = hourlyRatePackage(config, hours);
      priceBasis = basis('hourly', rate, waiting ? 'quote.basisWaiting' : 'quote.basisHourly');
    }
  } else {
    const areas = ends ? rideAreas(ends[0].location, ends[1].location) : null;
    applies = pkg !== null && coverage !== null && areas !== null && coversRide(coverage, areas);
    const priced = applies ? pkg : areas ? coveringPackage(config.packages, areas) : null;
    if (pkg && !applies) packageNotice = priced ? 'quote.packageReplaced' : 'quote.packageNotCovered';
    pricing = { kind: 'distance', pkg: priced };
    priceBasis = priced
      ? basis('package', priced, 'quote.basisPackage')
      : basis('custom', null, 'quote.basisDistance');
  }
  return { pricing, applies, packageNotice, basis: priceBasis };
}

/**
 * The quote priced the ride by the hour (an hourly service, a service whose car waits on site, an hourly or
 * event package): the chauffeur stays, so the ride needs no destination ("As directed").
 */
export function pricedByTheHour(quote: Pick<QuoteResponse, 'priceBasis'>): boolean {
  return quote.priceBasis.kind === 'hourly' || quote.priceBasis.kind === 'time-package';
}
