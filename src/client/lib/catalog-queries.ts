import { queryOptions, useQuery } from '@tanstack/react-query';
import type { City, PublicConfig, Service, Testimonial, Vehicle } from '../../shared/contracts/catalog.ts';
import type { PackagePrices } from '../../shared/contracts/package-prices.ts';
import { apiGet } from './api-client.ts';

/**
 * Reference data every feature reads (services, fleet, testimonials, cities, public config).
 * Kept in lib so features share one cache entry without importing each other.
 */
export const servicesQuery = queryOptions({
  queryKey: ['/api/services'],
  queryFn: () => apiGet<Service[]>('/api/services'),
});
export const vehiclesQuery = queryOptions({
  queryKey: ['/api/vehicles'],
  queryFn: () => apiGet<Vehicle[]>('/api/vehicles'),
});
export const testimonialsQuery = queryOptions({
  queryKey: ['/api/testimonials'],
  queryFn: () => apiGet<Testimonial[]>('/api/testimonials'),
});
export const citiesQuery = queryOptions({
  queryKey: ['/api/cities'],
  queryFn: () => apiGet<City[]>('/api/cities'),
});
export const configQuery = queryOptions({
  queryKey: ['/api/config'],
  queryFn: () => apiGet<PublicConfig>('/api/config'),
});

/**
 * The packages' prices from the pricing configuration in force (one price list: an admin's change shows on
 * the marketing pages and in the chat at once). Read again on each page visit (the server answers 304).
 */
export const packagePricesQuery = queryOptions({
  queryKey: ['/api/packages'],
  queryFn: () => apiGet<PackagePrices>('/api/packages'),
  staleTime: 0,
});

export const useServices = () => useQuery(servicesQuery);
export const useVehicles = () => useQuery(vehiclesQuery);
export const useTestimonials = () => useQuery(testimonialsQuery);
export const useCities = () => useQuery(citiesQuery);
export const usePublicConfig = () => useQuery(configQuery);
export const usePackagePrices = () => useQuery(packagePricesQuery);
