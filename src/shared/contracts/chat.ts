import '../zod-setup.ts';
import * as z from 'zod/mini';
import { issue } from '../zod-issues.ts';

/**
 * POST /api/chat: the assistant answers from the business's own data (prices from the pricing engine, the
 * fleet, services, policies, the customer's own next booking), in the language of the question.
 */

export const CHAT_MESSAGE_MAX = 500;
export const CHAT_LANGUAGES = ['en', 'es'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

/** One earlier turn, so follow-ups ("and in a sedan?") have context. Text only. */
export const chatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string().check(z.maxLength(2000)),
});

export const chatRequestSchema = z.object({
  message: z
    .string({ error: issue('chat.messageEmpty') })
    .check(
      z.trim(),
      z.minLength(1, issue('chat.messageEmpty')),
      z.maxLength(CHAT_MESSAGE_MAX, issue('chat.messageTooLong', { count: CHAT_MESSAGE_MAX })),
    ),
  /** The site language: the greeting and language-neutral messages ("JFK → Times Square?") use it. */
  locale: z.optional(z.enum(CHAT_LANGUAGES)),
  /** The last turns of this visit (at most 10), oldest first. */
  history: z.optional(z.array(chatTurnSchema).check(z.maxLength(10))),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/**
 * What a quick action does in the widget: open a page of the site (book = the booking form, prefilled when the
 * answer was a quote; fleet; contact), or call the phone number.
 */
export const quickActionSchema = z.object({
  label: z.string(),
  action: z.enum(['book', 'fleet', 'contact', 'call', 'login', 'bookings']),
  /** Where it goes: a site path (e.g. "/?service=point-to-point&pickup=…&destination=…#booking-widget"), or tel:. */
  href: z.string(),
});
export type QuickAction = z.infer<typeof quickActionSchema>;

export const CHAT_INTENTS = [
  'greeting',
  'price',
  'fleet',
  'services',
  'booking_help',
  'payment',
  'cancellation',
  'extras',
  'guest_checkout',
  'contact',
  'hours',
  'next_booking',
  'service_area',
  'thanks',
  'unknown',
] as const;
export type ChatIntent = (typeof CHAT_INTENTS)[number];

export const chatResponseSchema = z.object({
  /** Plain text (the widget never renders it as HTML); may contain line breaks. */
  response: z.string(),
  suggestions: z.array(z.string()),
  quickActions: z.array(quickActionSchema),
  /** The language the answer is in (the language of the question). */
  language: z.enum(CHAT_LANGUAGES),
  intent: z.enum(CHAT_INTENTS),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;
