import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  autocompleteQuerySchema,
  autocompleteResponseSchema,
  directionsQuerySchema,
  placeDetailsQuerySchema,
  placeSchema,
  routeInfoSchema,
  routesQuerySchema,
} from '../../../shared/contracts/maps.ts';
import { sendJson } from '../../plugins/send-json.ts';
import type { MapsService } from './maps.service.ts';

export interface MapsLimits {
  max: number;
  timeWindow: number;
}

/** GET /api/places/autocomplete, /api/places/details, /api/directions and /api/routes. */
export function mapsRoutes(maps: MapsService, limit: MapsLimits): FastifyPluginAsyncZod {
  return async (app) => {
    const rateLimit = { max: limit.max, timeWindow: limit.timeWindow };

    app.get(
      '/api/places/autocomplete',
      {
        config: { rateLimit },
        schema: {
          tags: ['maps'],
          summary: 'Address and place suggestions (3 characters or more)',
          querystring: autocompleteQuerySchema,
          response: { 200: autocompleteResponseSchema },
        },
      },
      async (req, reply) =>
        sendJson(
          reply,
          await maps.autocompleteJson(req.query.input, req.query.sessiontoken),
          'private, max-age=60',
        ),
    );

    app.get(
      '/api/places/details',
      {
        config: { rateLimit },
        schema: {
          tags: ['maps'],
          summary: 'Name and coordinates of a place_id from autocomplete',
          querystring: placeDetailsQuerySchema,
          response: { 200: placeSchema },
        },
      },
      async (req) => maps.details(req.query.place_id),
    );

    app.get(
      '/api/directions',
      {
        config: { rateLimit },
        schema: {
          tags: ['maps'],
          summary: 'Route between two places: distance, duration, tolls and polyline',
          querystring: directionsQuerySchema,
          response: { 200: routeInfoSchema },
        },
      },
      async (req) =>
        maps.directions(
          req.query.origin,
          req.query.destination,
          req.query.departureTime ? new Date(req.query.departureTime) : undefined,
        ),
    );

    app.get(
      '/api/routes',
      {
        config: { rateLimit },
        schema: {
          tags: ['maps'],
          summary: 'Route for pricing between pickup and destination (same answer as /api/directions)',
          querystring: routesQuerySchema,
          response: { 200: routeInfoSchema },
        },
      },
      async (req) =>
        maps.directions(
          req.query.pickup,
          req.query.destination,
          req.query.departureTime ? new Date(req.query.departureTime) : undefined,
          ['pickup', 'destination'],
        ),
    );
  };
}
