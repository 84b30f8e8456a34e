import '../zod-setup.ts';
import * as z from 'zod/mini';

/**
 * Live updates (decision 047): Server-Sent Events on GET /api/admin/dispatch/events (the dispatch board) and
 * GET /api/bookings/:number/events (a booking's owner). Each stream sends `retry:`, then `event: ready` once it
 * is subscribed, `event: change` with a `LiveChange` as JSON whenever something it shows changed (coalesced:
 * at most one every quarter second), and a comment line every 15 s to keep proxies from closing it.
 */

/** The path of the dispatch board's stream. */
export const DISPATCH_EVENTS_PATH = '/api/admin/dispatch/events';

/** The path of a booking's stream, for its number (the confirmation page's `?token=` goes with it). */
export const bookingEventsPath = (number: string, token?: string | null) =>
  `/api/bookings/${encodeURIComponent(number)}/events${token ? `?${new URLSearchParams({ token }).toString()}` : ''}`;

/** What changed: a booking row, a chauffeur's trip (stages), or a chauffeur (duty, position). */
export const LIVE_CHANGE_KINDS = ['booking', 'trip', 'driver'] as const;
export type LiveChangeKind = (typeof LIVE_CHANGE_KINDS)[number];

/**
 * The data of one `change` event: the ids that changed in the last quarter second. `all`: too many to list, or
 * the server may have missed changes (its database connection dropped): read everything again. A booking's
 * stream lists only that booking.
 */
export const liveChangeSchema = z.object({
  kinds: z.array(z.enum(LIVE_CHANGE_KINDS)),
  bookings: z.array(z.string()),
  drivers: z.array(z.string()),
  all: z.boolean(),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;
