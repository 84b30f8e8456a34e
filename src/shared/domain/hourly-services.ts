/**
 * Which service types are priced by the hour (PRODUCT decisions 3, 20 and 24), shared by the quote
 * (server/modules/quotes/ride-pricing.ts) and the booking forms: their hours are asked, they take no return leg,
 * and their destination is optional ("As directed").
 */

/** The catalog's hourly service and the hourly page's. */
export const HOURLY_SERVICE_TYPES: readonly string[] = ['hourly', 'hourly-service'];

/**
 * Services whose car waits on site (PRODUCT decision 24): the catalog's wedding, prom, tour and sweet-16. They
 * are priced by the hour, or by their package's hours, never as a one-way drop-off.
 */
export const WAITING_SERVICE_TYPES: readonly string[] = ['wedding', 'prom', 'tour', 'sweet-16'];

/** A service whose car waits on site. */
export function isWaitingService(serviceType: string): boolean {
  return WAITING_SERVICE_TYPES.includes(serviceType);
}

/** A service type the quote prices by the hour (hourly, or a service whose car waits on site). */
export function isHourlyServiceType(serviceType: string): boolean {
  return HOURLY_SERVICE_TYPES.includes(serviceType) || isWaitingService(serviceType);
}
