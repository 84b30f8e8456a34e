import '../zod-setup.ts';
import * as z from 'zod/mini';

/**
 * GET /api/packages (public): the packages of the marketing pages with their prices from the stored pricing
 * configuration, so the pages, the chat and the quotes show one price list. Prices in dollars (base vehicle;
 * the quote applies the vehicle multiplier).
 */
export const packagePriceSchema = z.object({
  id: z.string(),
  kind: z.enum(['airport', 'hourly', 'route', 'wedding', 'event']),
  name: z.string(),
  price: z.number(),
  /** The hours a time package includes (hourly, wedding; events 2); null for airport and route packages. */
  hours: z.nullable(z.number()),
});
export type PackagePrice = z.infer<typeof packagePriceSchema>;

export const packagePricesSchema = z.object({
  /** The pricing configuration version the prices come from. */
  version: z.int(),
  packages: z.array(packagePriceSchema),
});
export type PackagePrices = z.infer<typeof packagePricesSchema>;
