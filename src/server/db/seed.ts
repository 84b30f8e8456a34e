import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { cities, services, testimonials, vehicles } from './schema/catalog.ts';
import { CITIES, SERVICES, TESTIMONIALS, VEHICLES } from '../modules/catalog/catalog.data.ts';
import { ensurePricingConfig } from '../modules/pricing/pricing.repository.ts';

/** Upserts the reference data. Safe to run at every start and from several processes at once. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(services)
      .values(SERVICES.map((s, i) => ({ ...s, sortOrder: i })))
      .onConflictDoUpdate({
        target: services.id,
        set: {
          name: sql`excluded.name`,
          nameEs: sql`excluded.name_es`,
          description: sql`excluded.description`,
          descriptionEs: sql`excluded.description_es`,
          icon: sql`excluded.icon`,
          hidden: sql`excluded.hidden`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
    await tx
      .insert(vehicles)
      .values(
        VEHICLES.map((v, i) => ({
          ...v,
          features: [...v.features],
          featuresEs: [...v.featuresEs],
          image: `/images/vehicles/${v.id}.svg`,
          sortOrder: i,
        })),
      )
      .onConflictDoUpdate({
        target: vehicles.id,
        set: {
          code: sql`excluded.code`,
          name: sql`excluded.name`,
          category: sql`excluded.category`,
          image: sql`excluded.image`,
          features: sql`excluded.features`,
          featuresEs: sql`excluded.features_es`,
          passengers: sql`excluded.passengers`,
          luggage: sql`excluded.luggage`,
          basePriceCents: sql`excluded.base_price_cents`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
    await tx
      .insert(testimonials)
      .values(TESTIMONIALS.map((t, i) => ({ ...t, sortOrder: i })))
      .onConflictDoUpdate({
        target: testimonials.id,
        set: {
          testimonial: sql`excluded.testimonial`,
          testimonialEs: sql`excluded.testimonial_es`,
          initials: sql`excluded.initials`,
          name: sql`excluded.name`,
          serviceType: sql`excluded.service_type`,
          sortOrder: sql`excluded.sort_order`,
        },
      });
    await tx
      .insert(cities)
      .values(CITIES.map((c, i) => ({ ...c, sortOrder: i })))
      .onConflictDoUpdate({
        target: cities.id,
        set: { name: sql`excluded.name`, area: sql`excluded.area`, sortOrder: sql`excluded.sort_order` },
      });
  });
  await ensurePricingConfig(db);
}
