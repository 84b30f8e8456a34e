import { eq } from 'drizzle-orm';
import {
  companyCardLabel,
  type CompanyCard,
  type CompanyCardSetup,
  type CompanyCardState,
} from '../../../shared/contracts/company-card.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import type { PaymentsPort } from '../../integrations/payments/types.ts';
import { recordAudit } from '../admin/audit.ts';

type CompanyRow = typeof companies.$inferSelect;

/** The company's card as shown (label and expiry, never the provider's ids); null when none is on file. */
export function companyCardOf(c: CompanyRow): CompanyCard | null {
  if (
    !c.cardPaymentMethodId ||
    !c.cardBrand ||
    !c.cardLast4 ||
    c.cardExpMonth === null ||
    c.cardExpYear === null
  ) {
    return null;
  }
  return {
    label: companyCardLabel({ brand: c.cardBrand, last4: c.cardLast4 }),
    brand: c.cardBrand,
    last4: c.cardLast4,
    expMonth: c.cardExpMonth,
    expYear: c.cardExpYear,
    setAt: c.cardSetAt ? c.cardSetAt.toISOString() : null,
  };
}

const NO_CARD = {
  cardProvider: null,
  cardProviderCustomerId: null,
  cardPaymentMethodId: null,
  cardBrand: null,
  cardLast4: null,
  cardExpMonth: null,
  cardExpYear: null,
  cardSetBy: null,
  cardSetAt: null,
} as const;

/**
 * A company's card on file (decision 060), kept by the payment provider for the company as its customer (the
 * company id; its first billing email). Company admins only (the routes check); every set and removal audited.
 */
export function createCompanyCardService(deps: {
  db: Db;
  payments: PaymentsPort | null;
  transaction: <T>(fn: (tx: Db) => Promise<T>) => Promise<T>;
  clock?: () => Date;
}) {
  const clock = deps.clock ?? (() => new Date());
  const port = (): PaymentsPort => {
    if (!deps.payments) throw new AppError('checkout.paymentNotConfigured');
    return deps.payments;
  };
  const state = (c: CompanyRow): CompanyCardState => ({
    card: companyCardOf(c),
    paymentTerms: c.paymentTerms,
  });
  /** The provider's customer for the company: the one on file when it is this provider's, else made (idempotent). */
  const customerOf = (p: PaymentsPort, c: CompanyRow) =>
    p.ensureCustomer({
      userId: c.id,
      email: c.billingEmails[0] ?? '',
      existing: c.cardProvider === p.mode ? c.cardProviderCustomerId : null,
    });

  return {
    state,

    /** Starts keeping a card: a setup intent for the company's customer (a fresh one per call). */
    async setup(company: CompanyRow, actorId: string): Promise<CompanyCardSetup> {
      const p = port();
      const customerId = await customerOf(p, company);
      const si = await p.createSetupIntent({
        customerId,
        idempotencyKey: `company-card-setup:${company.id}:${actorId}:${clock().getTime()}`,
        metadata: { companyId: company.id, setBy: actorId },
      });
      return { provider: p.mode, setupIntentId: si.id, clientSecret: si.clientSecret };
    },

    /** Keeps the card a confirmed setup of this company's customer holds (replacing any card on file). */
    async store(company: CompanyRow, actorId: string, setupIntentId: string): Promise<CompanyCardState> {
      const p = port();
      const card = await p.setupCardOf(setupIntentId);
      if (!card) throw new AppError('companies.cardSetupInvalid');
      const expected = await customerOf(p, company);
      const otherCompany = card.metadata.companyId !== undefined && card.metadata.companyId !== company.id;
      if (card.customerId !== expected || otherCompany) throw new AppError('companies.cardSetupInvalid');
      return deps.transaction(async (tx) => {
        const [locked] = await tx.select().from(companies).where(eq(companies.id, company.id)).for('update');
        if (!locked) throw new AppError('companies.notMember');
        const at = clock();
        const [row] = await tx
          .update(companies)
          .set({
            cardProvider: p.mode,
            cardProviderCustomerId: card.customerId,
            cardPaymentMethodId: card.paymentMethodId,
            cardBrand: card.brand,
            cardLast4: card.last4,
            cardExpMonth: card.expMonth,
            cardExpYear: card.expYear,
            cardSetBy: actorId,
            cardSetAt: at,
            updatedAt: at,
          })
          .where(eq(companies.id, company.id))
          .returning();
        if (!row) throw new AppError('companies.notMember');
        const before = companyCardOf(locked);
        const after = companyCardOf(row);
        await recordAudit(tx, {
          actorUserId: actorId,
          action: 'company.cardSet',
          entityType: 'company',
          entityId: company.id,
          summary: `${row.legalName}: card on file ${before ? `${before.label} replaced by ` : 'set to '}${after?.label ?? ''}`,
          before: before ? { card: before.label } : null,
          after: { card: after?.label ?? null, provider: p.mode },
        });
        return state(row);
      });
    },

    /** Removes the card on file (the provider keeps its record; we never charge it again). */
    async remove(company: CompanyRow, actorId: string): Promise<CompanyCardState> {
      return deps.transaction(async (tx) => {
        const [locked] = await tx.select().from(companies).where(eq(companies.id, company.id)).for('update');
        if (!locked) throw new AppError('companies.notMember');
        const before = companyCardOf(locked);
        if (!before) return state(locked);
        const [row] = await tx
          .update(companies)
          .set({ ...NO_CARD, updatedAt: clock() })
          .where(eq(companies.id, company.id))
          .returning();
        if (!row) throw new AppError('companies.notMember');
        await recordAudit(tx, {
          actorUserId: actorId,
          action: 'company.cardRemove',
          entityType: 'company',
          entityId: company.id,
          summary: `${row.legalName}: card on file ${before.label} removed`,
          before: { card: before.label },
          after: null,
        });
        return state(row);
      });
    },
  };
}
export type CompanyCardService = ReturnType<typeof createCompanyCardService>;
