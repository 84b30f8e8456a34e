import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const services = pgTable('services', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  nameEs: text('name_es').notNull(),
  description: text('description').notNull(),
  descriptionEs: text('description_es').notNull(),
  icon: text('icon').notNull(),
  hidden: boolean('hidden').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

export const vehicles = pgTable('vehicles', {
  id: text('id').primaryKey(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  category: text('category').notNull(),
  image: text('image').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  featuresEs: jsonb('features_es').$type<string[]>().notNull(),
  passengers: integer('passengers').notNull(),
  luggage: integer('luggage').notNull(),
  basePriceCents: integer('base_price_cents').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const testimonials = pgTable('testimonials', {
  id: text('id').primaryKey(),
  testimonial: text('testimonial').notNull(),
  testimonialEs: text('testimonial_es').notNull(),
  initials: text('initials').notNull(),
  name: text('name').notNull(),
  serviceType: text('service_type').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const cities = pgTable('cities', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  area: text('area').notNull(),
  sortOrder: integer('sort_order').notNull(),
});
