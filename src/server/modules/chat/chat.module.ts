import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createOpenAiChat } from '../../integrations/llm/openai-chat.provider.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatService } from './chat.service.ts';

const plugin: FastifyPluginAsyncZod = async (app) => {
  const { env, clock, bookingWindow, limits } = app.ctx;
  const chat = createChatService({
    quotes: app.quotes,
    catalog: app.catalog,
    pricing: app.pricing,
    bookings: app.userBookings,
    maps: app.maps,
    ...(env.LLM_BASE_URL && env.LLM_MODEL
      ? {
          llm: createOpenAiChat({ baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY }),
        }
      : {}),
    clock,
    window: bookingWindow,
    paymentProcessor: env.STRIPE_SECRET_KEY ? 'Stripe' : undefined,
    log: app.log,
  });
  await app.register(chatRoutes(chat, limits.chat));
};

/**
 * Chat: the assistant over quotes, catalog, pricing, maps and the customer's bookings, with the
 * OpenAI-compatible model when LLM_BASE_URL and LLM_MODEL are set; POST /api/chat.
 */
export const chatModule = fp(plugin, {
  name: 'chat',
  dependencies: ['infrastructure', 'auth', 'catalog', 'pricing', 'maps', 'quotes', 'bookings'],
  encapsulate: true,
});
