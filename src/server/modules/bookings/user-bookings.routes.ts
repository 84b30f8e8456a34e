import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingIdParamsSchema,
  bookingListSchema,
  bookingSummarySchema,
  cancelBookingRequestSchema,
  cancelBookingResponseSchema,
  rateBookingRequestSchema,
  receiptPdfQuerySchema,
  receiptSchema,
} from '../../../shared/contracts/bookings.ts';
import { requireAccount, requirePermission } from '../auth/guards.ts';
import type { BookingCancellation } from './booking-cancel.service.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import type { UserBookingsService } from './user-bookings.service.ts';

export function userBookingsRoutes(
  service: UserBookingsService,
  cancellation: BookingCancellation,
  limits: { writes: { max: number; timeWindow: number } },
): FastifyPluginAsyncZod {
  return async (app) => {
    // Route level: the role must hold the permission (401 signed out, 403 otherwise); record level: the
    // service's `authorize` (the owner, or any record for an any scope; 404 otherwise).
    const listOwn = requirePermission('bookings:list:own');
    const rateOwn = requirePermission('bookings:rate:own');
    const readReceipts = requirePermission('receipts:read:own');

    app.get(
      '/api/user/bookings',
      {
        preValidation: listOwn,
        schema: {
          tags: ['bookings'],
          summary: "The signed-in customer's bookings, newest first",
          response: { 200: bookingListSchema },
        },
      },
      async (req) => service.list(requireAccount(req).id),
    );

    app.post(
      '/api/user/bookings/:id/rating',
      {
        preValidation: rateOwn,
        schema: {
          tags: ['bookings'],
          summary: 'Rate a completed trip (once, by its owner)',
          params: bookingIdParamsSchema,
          body: rateBookingRequestSchema,
          response: { 200: bookingSummarySchema },
        },
      },
      async (req) => service.rate(req.auth, req.params.id, req.body),
    );

    // No session required: a guest cancels from the emailed link (its token) after their session ended. The
    // service answers 404 to anyone who is neither the owner nor holds the link.
    app.post(
      '/api/user/bookings/:id/cancel',
      {
        config: { rateLimit: limits.writes },
        schema: {
          tags: ['bookings'],
          summary:
            'Cancel before the trip starts (its owner or the emailed link): full refund 24 h or more before pickup, 50 % later',
          params: bookingIdParamsSchema,
          body: cancelBookingRequestSchema,
          response: { 200: cancelBookingResponseSchema },
        },
      },
      async (req, reply) =>
        reply
          .header('Cache-Control', 'no-store')
          .send(await cancellation.cancel(req.auth, req.params.id, req.body)),
    );

    app.get(
      '/api/user/bookings/:id/receipt',
      {
        preValidation: readReceipts,
        schema: {
          tags: ['bookings'],
          summary: 'Receipt of a paid or completed booking, for its customer or an admin',
          params: bookingIdParamsSchema,
          response: { 200: receiptSchema },
        },
      },
      async (req) => service.receipt(req.auth, req.params.id),
    );

    app.get(
      '/api/user/bookings/:id/receipt.pdf',
      {
        preValidation: readReceipts,
        schema: {
          tags: ['bookings'],
          summary: "Receipt as a PDF download, in the page's language (lang), else the booking's",
          params: bookingIdParamsSchema,
          querystring: receiptPdfQuerySchema,
        },
      },
      async (req, reply) => {
        const { receipt, language } = await service.receiptWithLanguage(req.auth, req.params.id);
        const pdf = await renderReceiptPdf(receipt, req.query.lang ?? language);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="receipt-${receipt.booking.number}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
}
