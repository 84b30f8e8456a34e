import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  okResponseSchema,
  payWithSavedCardRequestSchema,
  payWithSavedCardResponseSchema,
  prepareSaveCardRequestSchema,
  savedIdParamsSchema,
} from '../../../shared/contracts/saved.ts';
import { AppError } from '../../../shared/errors.ts';
import type { PaymentsPort } from '../../integrations/payments/types.ts';
import type { ResolvedSession } from '../auth/auth.service.ts';
import { authorize } from '../auth/guards.ts';
import type { SavedService } from '../saved/saved.service.ts';
import { savedAccount } from '../saved/saved.routes.ts';
import type { BookingsRepository } from './bookings.repository.ts';
import type { CheckoutService } from './checkout.service.ts';

/**
 * Saved cards at checkout (PRODUCT decision 27): the card that pays a booking is kept by the provider for the
 * account (asked before paying, saved once the payment is confirmed), and a kept card pays a later booking
 * with one tap. The amount is always the stored booking's (the checkout's payment intent).
 */
export function createSavedCardCheckout(deps: {
  repo: BookingsRepository;
  checkout: CheckoutService;
  payments: PaymentsPort | null;
  saved: SavedService;
  log: FastifyBaseLogger;
}) {
  const port = (): PaymentsPort => {
    if (!deps.payments) throw new AppError('checkout.paymentNotConfigured');
    return deps.payments;
  };

  return {
    /** Marks the booking's payment so the card that pays it is saved for the signed-in customer. */
    async prepare(auth: ResolvedSession, userId: string, bookingId: string): Promise<void> {
      const payments = port();
      const booking = authorize(
        auth,
        'bookings:pay',
        await deps.repo.findById(bookingId),
        'booking.notFound',
      );
      if (booking.status !== 'pending') throw new AppError('checkout.alreadyPaid');
      if (!booking.paymentIntentId) throw new AppError('checkout.paymentSettingUp');
      const existing = await deps.saved.providerCustomer(userId, payments.mode);
      const email = auth.user?.email ?? booking.customerEmail;
      const customer = await payments.ensureCustomer({ userId, email, existing });
      await payments.saveCardOn(booking.paymentIntentId, customer);
    },

    /** Pays the booking (its stored total) with the customer's own saved card. */
    async pay(
      auth: ResolvedSession,
      userId: string,
      cardId: string,
      bookingId: string,
      confirmDuplicate: boolean,
    ): Promise<string> {
      const payments = port();
      const card = await deps.saved.card(userId, cardId);
      if (card.provider !== payments.mode) throw new AppError('saved.cardOtherProvider');
      const intent = await deps.checkout.createPaymentIntent(auth, bookingId, { confirmDuplicate });
      const paid = await payments.payWithSavedCard(intent.paymentIntentId, {
        customerId: card.providerCustomerId,
        paymentMethodId: card.providerPaymentMethodId,
        label: `${card.brand} •••• ${card.last4}`,
      });
      if (paid.status === 'processing') throw new AppError('checkout.paymentProcessing');
      if (paid.status !== 'succeeded') {
        throw paid.lastError
          ? new AppError('checkout.processorMessage', { detail: paid.lastError })
          : new AppError('checkout.paymentRejected');
      }
      return paid.id;
    },

    /** After a confirmed payment: the card it was asked to save, kept for the booking's account. */
    async keepCard(userId: string, intentId: string): Promise<void> {
      const payments = deps.payments;
      if (!payments) return;
      try {
        const card = await payments.savedCardOf(intentId);
        if (card) await deps.saved.rememberCard(userId, payments.mode, card);
      } catch (err) {
        // The booking is paid and confirmed all the same; the customer can save the card next time.
        deps.log.error({ err, intentId }, 'saved card could not be kept');
      }
    },
  };
}
export type SavedCardCheckout = ReturnType<typeof createSavedCardCheckout>;

export function savedCardCheckoutRoutes(
  cards: SavedCardCheckout,
  limits: { writes: { max: number; timeWindow: number } },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/saved/cards/prepare',
      {
        config: { rateLimit: limits.writes },
        schema: {
          tags: ['saved'],
          summary: "Save the card that pays this booking with the payment provider (the customer's account)",
          body: prepareSaveCardRequestSchema,
          response: { 200: okResponseSchema },
        },
      },
      async (req) => {
        const userId = savedAccount(req);
        await cards.prepare(req.auth as ResolvedSession, userId, req.body.bookingId);
        return { ok: true as const };
      },
    );
    app.post(
      '/api/saved/cards/:id/pay',
      {
        config: { rateLimit: limits.writes },
        schema: {
          tags: ['saved'],
          summary: 'Pay a booking with a saved card (one tap); then POST /api/confirm-booking',
          params: savedIdParamsSchema,
          body: z.extend(payWithSavedCardRequestSchema, { confirmDuplicate: z._default(z.boolean(), false) }),
          response: { 200: payWithSavedCardResponseSchema },
        },
      },
      async (req, reply) => {
        const userId = savedAccount(req);
        const paymentIntentId = await cards.pay(
          req.auth as ResolvedSession,
          userId,
          req.params.id,
          req.body.bookingId,
          req.body.confirmDuplicate ?? false,
        );
        return reply
          .header('Cache-Control', 'no-store')
          .send({ status: 'succeeded' as const, paymentIntentId });
      },
    );
  };
}
