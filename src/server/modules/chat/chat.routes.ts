import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatRequestSchema, chatResponseSchema } from '../../../shared/contracts/chat.ts';
import { routeKeyGenerator } from '../../plugins/limiter-key.ts';
import type { ChatService } from './chat.service.ts';
import type { ChatViewer } from './chat-tools.ts';

/**
 * The rate-limit key: the session when the request carries a live one (each visitor's own allowance), else the
 * address. A made-up or expired cookie counts as no session, so rotating cookies does not escape the limit.
 */
export const chatRateKey = routeKeyGenerator('session, else address', (req, address) =>
  req.auth ? `session:${req.auth.session.id}` : `ip:${address}`,
);

function viewer(req: FastifyRequest): ChatViewer {
  const user = req.auth?.user;
  if (user) return { kind: 'account', userId: user.id };
  return req.auth?.guest ? { kind: 'guest' } : { kind: 'anonymous' };
}

/** POST /api/chat: the assistant's answer to one message, rate-limited per session. */
export function chatRoutes(
  chat: ChatService,
  limit: { max: number; timeWindow: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/chat',
      {
        config: { rateLimit: { ...limit, keyGenerator: chatRateKey } },
        schema: {
          tags: ['chat'],
          summary:
            'Ask the assistant (prices, fleet, services, policies, your next ride), in English or Spanish',
          body: chatRequestSchema,
          response: { 200: chatResponseSchema },
        },
      },
      async (req, reply) =>
        reply.header('Cache-Control', 'no-store').send(await chat.reply(req.body, viewer(req))),
    );
  };
}
