import type { City, Service, Testimonial, Vehicle } from '../../../shared/contracts/catalog.ts';
import { centsToDollarString } from '../../../shared/domain/money.ts';
import type { CatalogRepository } from './catalog.repository.ts';

/**
 * Reference data changes only with a deploy (it is seeded at start-up), so it is read once and
 * kept in memory: the public read endpoints then cost no database round trip.
 */
export function createCatalogService(deps: { repo: CatalogRepository }) {
  const { repo } = deps;
  let cache: Promise<{
    services: Service[];
    vehicles: Vehicle[];
    testimonials: Testimonial[];
    cities: City[];
  }> | null = null;

  async function load() {
    const [services, vehicleRows, testimonials, cities] = await Promise.all([
      repo.services(),
      repo.vehicles(),
      repo.testimonials(),
      repo.cities(),
    ]);
    const vehicles: Vehicle[] = vehicleRows.map((v) => ({
      id: v.id,
      code: v.code,
      name: v.name,
      category: v.category as Vehicle['category'],
      image: v.image,
      features: v.features,
      featuresEs: v.featuresEs,
      passengers: v.passengers,
      luggage: v.luggage,
      basePrice: centsToDollarString(v.basePriceCents),
    }));
    return { services, vehicles, testimonials, cities };
  }

  function all() {
    cache ??= load().catch((err: unknown) => {
      cache = null;
      throw err;
    });
    return cache;
  }

  return {
    services: async () => (await all()).services,
    vehicles: async () => (await all()).vehicles,
    testimonials: async () => (await all()).testimonials,
    cities: async () => (await all()).cities,
    invalidate: () => {
      cache = null;
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
