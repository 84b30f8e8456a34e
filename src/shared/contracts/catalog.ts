import '../zod-setup.ts';
import * as z from 'zod/mini';

export const serviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEs: z.string(),
  description: z.string(),
  descriptionEs: z.string(),
  icon: z.string(),
  hidden: z.boolean(),
});
export type Service = z.infer<typeof serviceSchema>;

export const vehicleSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  category: z.enum(['sedan', 'suv', 'van']),
  image: z.string(),
  features: z.array(z.string()),
  featuresEs: z.array(z.string()),
  passengers: z.int(),
  luggage: z.int(),
  /** Dollars with two decimals, as the specification's string field. */
  basePrice: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const testimonialSchema = z.object({
  id: z.string(),
  testimonial: z.string(),
  testimonialEs: z.string(),
  initials: z.string(),
  name: z.string(),
  serviceType: z.string(),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const citySchema = z.object({ id: z.string(), name: z.string(), area: z.string() });
export type City = z.infer<typeof citySchema>;

export const publicConfigSchema = z.object({
  googleMapsApiKey: z.nullable(z.string()),
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  paymentMode: z.enum(['stripe', 'test', 'disabled']),
  stripePublishableKey: z.nullable(z.string()),
  supportPhone: z.string(),
  supportEmail: z.string(),
  /** "Continue with Google" is configured (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET); else its button is hidden. */
  googleSignIn: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unreachable']),
  databaseKind: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
