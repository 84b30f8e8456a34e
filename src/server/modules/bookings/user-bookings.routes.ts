import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingIdParamsSchema,
  bookingListSchema,
  bookingSummarySchema,
  rateBookingRequestSchema,
  receiptSchema,
} from '../../../shared/contracts/bookings.ts';
import { requireAccount, requirePermission } from '../auth/guards.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';
import type { UserBookingsService } from './user-bookings.service.ts';

export function userBookingsRoutes(service: UserBookingsService): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = requirePermission('bookings:own');

    app.get(
      '/api/user/bookings',
      {
        preHandler: guard,
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
        preHandler: guard,
        schema: {
          tags: ['bookings'],
          summary: 'Rate a completed trip (once, by its owner)',
          params: bookingIdParamsSchema,
          body: rateBookingRequestSchema,
          response: { 200: bookingSummarySchema },
        },
      },
      async (req) => service.rate(requireAccount(req).id, req.params.id, req.body),
    );

    app.get(
      '/api/user/bookings/:id/receipt',
      {
        preHandler: guard,
        schema: {
          tags: ['bookings'],
          summary: 'Receipt of a paid or completed booking',
          params: bookingIdParamsSchema,
          response: { 200: receiptSchema },
        },
      },
      async (req) => service.receipt(requireAccount(req).id, req.params.id),
    );

    app.get(
      '/api/user/bookings/:id/receipt.pdf',
      {
        preHandler: guard,
        schema: { tags: ['bookings'], summary: 'Receipt as a PDF download', params: bookingIdParamsSchema },
      },
      async (req, reply) => {
        const receipt = await service.receipt(requireAccount(req).id, req.params.id);
        const pdf = await renderReceiptPdf(receipt);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="receipt-${receipt.booking.number}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
}
