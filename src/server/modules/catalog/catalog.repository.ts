import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, services, testimonials, vehicles } from '../../db/schema/catalog.ts';

export function createCatalogRepository(db: Db) {
  return {
    services: () =>
      db
        .select({
          id: services.id,
          name: services.name,
          nameEs: services.nameEs,
          description: services.description,
          descriptionEs: services.descriptionEs,
          icon: services.icon,
          hidden: services.hidden,
        })
        .from(services)
        .orderBy(asc(services.sortOrder)),
    vehicles: () => db.select().from(vehicles).orderBy(asc(vehicles.sortOrder)),
    testimonials: () =>
      db
        .select({
          id: testimonials.id,
          testimonial: testimonials.testimonial,
          testimonialEs: testimonials.testimonialEs,
          initials: testimonials.initials,
          name: testimonials.name,
          serviceType: testimonials.serviceType,
        })
        .from(testimonials)
        .orderBy(asc(testimonials.sortOrder)),
    cities: () =>
      db
        .select({ id: cities.id, name: cities.name, area: cities.area })
        .from(cities)
        .orderBy(asc(cities.sortOrder)),
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
