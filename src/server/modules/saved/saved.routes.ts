import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  okResponseSchema,
  savePlaceRequestSchema,
  savedCardsResponseSchema,
  savedIdParamsSchema,
  savedPlaceSchema,
  savedPlacesResponseSchema,
} from '../../../shared/contracts/saved.ts';
import { AppError } from '../../../shared/errors.ts';
import type { FastifyRequest } from 'fastify';
import type { SavedService } from './saved.service.ts';

/** The signed-in account; a guest (or nobody) cannot keep places or cards. */
export function savedAccount(req: FastifyRequest): string {
  if (!req.auth) throw new AppError('auth.signInRequired');
  if (!req.auth.user) throw new AppError('saved.accountRequired');
  return req.auth.user.id;
}

const NO_STORE = 'no-store';

/** Saved places and cards: list, save (places), remove. Cards are saved by paying (see the checkout). */
export function savedRoutes(
  saved: SavedService,
  limits: { writes: { max: number; timeWindow: number } },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/saved/places',
      {
        schema: {
          tags: ['saved'],
          summary: "The customer's Home, Work and named places, and recent places from their bookings",
          response: { 200: savedPlacesResponseSchema },
        },
      },
      async (req, reply) =>
        reply.header('Cache-Control', NO_STORE).send(await saved.places(savedAccount(req))),
    );
    app.post(
      '/api/saved/places',
      {
        config: { rateLimit: limits.writes },
        schema: {
          tags: ['saved'],
          summary: 'Save a place (Home and Work replace the earlier one)',
          body: savePlaceRequestSchema,
          response: { 201: savedPlaceSchema },
        },
      },
      async (req, reply) => reply.code(201).send(await saved.savePlace(savedAccount(req), req.body)),
    );
    app.delete(
      '/api/saved/places/:id',
      {
        config: { rateLimit: limits.writes },
        schema: {
          tags: ['saved'],
          summary: 'Remove a saved place',
          params: savedIdParamsSchema,
          response: { 200: okResponseSchema },
        },
      },
      async (req) => {
        await saved.removePlace(savedAccount(req), req.params.id);
        return { ok: true as const };
      },
    );
    app.get(
      '/api/saved/cards',
      {
        schema: {
          tags: ['saved'],
          summary: "The customer's saved cards (brand, last 4, expiry; the provider keeps the card)",
          response: { 200: savedCardsResponseSchema },
        },
      },
      async (req, reply) =>
        reply.header('Cache-Control', NO_STORE).send({ cards: await saved.cards(savedAccount(req)) }),
    );
    app.delete(
      '/api/saved/cards/:id',
      {
        config: { rateLimit: limits.writes },
        schema: {
          tags: ['saved'],
          summary: 'Remove a saved card',
          params: savedIdParamsSchema,
          response: { 200: okResponseSchema },
        },
      },
      async (req) => {
        await saved.removeCard(savedAccount(req), req.params.id);
        return { ok: true as const };
      },
    );
  };
}
