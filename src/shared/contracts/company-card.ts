import '../zod-setup.ts';
import * as z from 'zod/mini';
import { COMPANY_PAYMENT_TERMS } from '../domain/companies.ts';
import { issue } from '../zod-issues.ts';

/**
 * A company's card on file (issue 38, decision 060). A company admin keeps one card for the company with the
 * payment provider (a setup intent the browser confirms, like Stripe's SetupIntent); bookers of a company on
 * `card` terms then charge their rides to it at the payment step (POST /api/bookings/{id}/bill-to-company, see
 * company-billing.ts). Only the card's label and expiry are ever shown; the provider's ids stay on the server.
 *
 * Routes (company admins; 401 signed out, 403 guests, chauffeurs and admins, 404 `companies.notMember` for a
 * customer of no company, 403 `companies.notCompanyAdmin` for bookers and travellers):
 * - GET    /api/company/card              -> companyCardStateSchema
 * - POST   /api/company/card/setup        -> companyCardSetupSchema (starts keeping a card: the provider's setup)
 * - POST   /api/company/card              storeCompanyCardSchema -> companyCardStateSchema
 *     409 `companies.cardSetupInvalid` for a setup not confirmed, not this company's or of another provider.
 * - DELETE /api/company/card              -> companyCardStateSchema (card null)
 */

export const companyCardSchema = z.object({
  /** "Visa •••• 4242" */
  label: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
  /** ISO time it was set. */
  setAt: z.nullable(z.string()),
});
export type CompanyCard = z.infer<typeof companyCardSchema>;

export const companyCardStateSchema = z.object({
  card: z.nullable(companyCardSchema),
  /** `card`: the company's rides are charged to this card (none: its members pay with their own). */
  paymentTerms: z.enum(COMPANY_PAYMENT_TERMS),
});
export type CompanyCardState = z.infer<typeof companyCardStateSchema>;

export const companyCardSetupSchema = z.object({
  /** Which card form the browser shows: Stripe's, or the test processor's (nothing is charged). */
  provider: z.enum(['stripe', 'test']),
  setupIntentId: z.string(),
  clientSecret: z.string(),
});
export type CompanyCardSetup = z.infer<typeof companyCardSetupSchema>;

export const storeCompanyCardSchema = z.object({
  setupIntentId: z
    .string({ error: issue('companies.cardSetupInvalid') })
    .check(z.regex(/^[A-Za-z0-9_]{3,200}$/, issue('companies.cardSetupInvalid'))),
});
export type StoreCompanyCard = z.infer<typeof storeCompanyCardSchema>;

/** "Visa •••• 4242" */
export const companyCardLabel = (c: { brand: string; last4: string }) => `${c.brand} •••• ${c.last4}`;
