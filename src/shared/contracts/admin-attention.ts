import '../zod-setup.ts';
import * as z from 'zod/mini';

/**
 * GET /api/admin/attention: what is waiting for dispatch, counted for the back office's header on every admin
 * page. `unassigned`: paid, confirmed bookings without a chauffeur (`dropped` among them: the last move was a
 * chauffeur's Cancel, which returned the ride to confirmed, and nobody took it since; `urgent` among them: the
 * dispatch board's red ones, picking up within 2 hours or up to an hour late, issue 36); `applications`: driver
 * applications waiting for review. No input.
 */
export const adminAttentionSchema = z.object({
  unassigned: z.int(),
  dropped: z.int(),
  urgent: z.int(),
  applications: z.int(),
});
export type AdminAttention = z.infer<typeof adminAttentionSchema>;
