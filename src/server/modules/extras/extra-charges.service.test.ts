import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { EmailPort } from '../../integrations/email/types.ts';
import type { PaymentIntent, PaymentsPort } from '../../integrations/payments/types.ts';
import type { BookingRow } from '../bookings/bookings-statements.ts';
import { createExtraCharger, type ExtraChargerDeps } from './extra-charges.service.ts';
import type { ExtraChargeRow } from './trip-extras.repository.ts';

/**
 * The charger's failure paths (decision 29), on fakes: a charge refused off-session (or never tried) for which no
 * payment link can be made, and a payment that fails later, end `failed` (never stuck in `processing`).
 */
const at = new Date('2026-12-10T15:00:00Z');
const booking = {
  id: 'b1',
  number: 'BK-1',
  userId: 'u1',
  customerEmail: 'rider@example.com',
  customerName: 'Ana Rider',
  language: 'en',
} as unknown as BookingRow;

function setup(opts: { payments: boolean; emailFails: boolean; status?: ExtraChargeRow['status'] }) {
  const charge: ExtraChargeRow = {
    id: 'c1',
    bookingId: 'b1',
    kind: 'tip',
    amountCents: 1000,
    status: opts.status ?? 'processing',
    failureReason: null,
    paymentIntentId: null,
    payLinkTokenHash: null,
    createdByUserId: null,
    createdAt: at,
    paidAt: null,
  } as ExtraChargeRow;
  let row = { ...charge };
  const repo = {
    // A failed transaction leaves the row as it was (rolled back).
    async transaction<T>(fn: (tx: never) => Promise<T>): Promise<T> {
      const before = row;
      try {
        return await fn(undefined as never);
      } catch (err) {
        row = before;
        throw err;
      }
    },
    lines: async () => [],
    settle: async (_id: string, from: ExtraChargeRow['status'][], set: Partial<ExtraChargeRow>) => {
      if (!from.includes(row.status)) return undefined;
      row = { ...row, ...set };
      return row;
    },
  };
  const payments = {
    mode: 'test',
    chargeOffSession: async () => ({
      status: 'failed' as const,
      intentId: 'pi_refused',
      failure: 'This payment requires authentication.',
    }),
  } as unknown as PaymentsPort;
  const email = {
    record: async () => {
      if (opts.emailFails) throw new Error('outbox unavailable');
      return 'm1';
    },
    kick: () => undefined,
  } as unknown as EmailPort;
  const saved = {
    cards: async () => [{ id: 'card1', provider: 'test', brand: 'Visa', last4: '3184' }],
    card: async () => ({ providerCustomerId: 'cus_1', providerPaymentMethodId: 'pm_1' }),
  };
  const log = { error: () => undefined } as unknown as FastifyBaseLogger;
  const charger = createExtraCharger({
    repo: repo as unknown as ExtraChargerDeps['repo'],
    payments: opts.payments ? payments : null,
    saved: saved as unknown as ExtraChargerDeps['saved'],
    email,
    publicUrl: 'https://example.test',
    log,
    clock: () => at,
  });
  return { charger, charge, current: () => row };
}

describe('an extra charge that cannot be collected', () => {
  it('is failed when the saved card is refused and the payment link cannot be made', async () => {
    const { charger, charge, current } = setup({ payments: true, emailFails: true });
    const result = await charger.collect(booking, charge, { adminId: null });
    expect(result).toMatchObject({
      charge: { status: 'failed', failureReason: 'This payment requires authentication.' },
      sentTo: null,
    });
    expect(current()).toMatchObject({ status: 'failed', paymentIntentId: 'pi_refused' });
  });

  it('is failed when no payment is configured (no card form for a link to open)', async () => {
    const { charger, charge, current } = setup({ payments: false, emailFails: false });
    const result = await charger.collect(booking, charge, { adminId: null });
    expect(result.charge.status).toBe('failed');
    expect(result.sentTo).toBeNull();
    expect(current().status).toBe('failed');
  });

  it('is failed when its payment fails later (the link was sent; the card on it is declined)', async () => {
    const { current, charger } = setup({ payments: true, emailFails: false, status: 'link_sent' });
    const intent = {
      id: 'pi_refused',
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
    } as PaymentIntent;
    expect((await charger.failedByIntent(current(), intent))?.status).toBe('failed');
    expect(current()).toMatchObject({ status: 'failed', failureReason: 'Your card was declined.' });
    // Failed already: nothing more.
    expect(await charger.failedByIntent(current(), intent)).toBeNull();
  });
});
