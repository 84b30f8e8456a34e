import type { PackagePrice } from '../../../../shared/contracts/package-prices.ts';
import { isHourlyServiceType } from '../../../../shared/domain/hourly-services.ts';
import {
  HOURLY_DEFAULT_HOURS,
  HOURLY_MAX_HOURS,
  HOURLY_MIN_HOURS,
} from '../../../../shared/domain/ride-size.ts';
import type { BookingDraft } from '../../../booking/lib/draft-types.ts';
import { draftPackageId } from '../../../booking/lib/quote-request.ts';

/**
 * The services that ask how many hours: those the quote prices by the hour (Hourly/As Directed, the hourly
 * page's packages, and the services whose car waits on site: tour, prom, sweet 16, wedding).
 */
export function asksHours(serviceType: string): boolean {
  return isHourlyServiceType(serviceType);
}

/** The package id the server prices an airport selection by ("jfk-manhattan" -> "jfk"). */
export function airportPackageId(selectionId: string): string {
  return selectionId.replace(/-manhattan$/, '');
}

const inRange = (h: unknown): h is number =>
  typeof h === 'number' && Number.isInteger(h) && h >= HOURLY_MIN_HOURS && h <= HOURLY_MAX_HOURS;

/**
 * The hours the form starts with (PRODUCT decision 3): the draft's, else the package's (from GET
 * /api/packages), else the specification's default of 2.
 */
export function defaultHours(
  draft: BookingDraft | null,
  packages: readonly PackagePrice[] | undefined,
): number {
  if (inRange(draft?.hours)) return draft.hours;
  const id = draft ? draftPackageId(draft) : undefined;
  const hours = id ? packages?.find((p) => p.id === id)?.hours : undefined;
  return inRange(hours) ? hours : HOURLY_DEFAULT_HOURS;
}

/** The hours the select offers: 2 to 12. */
export const HOUR_CHOICES = Array.from(
  { length: HOURLY_MAX_HOURS - HOURLY_MIN_HOURS + 1 },
  (_, i) => HOURLY_MIN_HOURS + i,
);

/** The package the ride form shows: the draft's (a route or a marketing page's package), never "custom". */
export function shownPackageId(draft: BookingDraft | null): string | undefined {
  const id = draft ? draftPackageId(draft) : undefined;
  return id && id !== 'custom' ? id : undefined;
}
