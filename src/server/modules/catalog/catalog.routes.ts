import '../../../shared/zod-setup.ts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  citySchema,
  serviceSchema,
  testimonialSchema,
  vehicleSchema,
} from '../../../shared/contracts/catalog.ts';
import { sendJson } from '../../plugins/send-json.ts';
import type { CatalogService } from './catalog.service.ts';

const CACHE = 'public, max-age=300';

/**
 * Reference data changes only with a deploy: each list is checked against its response schema and turned
 * into JSON once, then sent as is (a JSON string skips Fastify's per-request serializer). This keeps the hot
 * public reads close to a bare route (the API budget is 2x).
 */
function serializedOnce<T>(schema: z.ZodMiniType<T>, load: () => Promise<T>) {
  let json: string | null = null;
  return async (reply: FastifyReply) => {
    json ??= JSON.stringify(z.parse(schema, await load()));
    return sendJson(reply, json, CACHE);
  };
}

export function catalogRoutes(catalog: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    const services = serializedOnce(z.array(serviceSchema), catalog.services);
    const vehicles = serializedOnce(z.array(vehicleSchema), catalog.vehicles);
    const testimonials = serializedOnce(z.array(testimonialSchema), catalog.testimonials);
    const cities = serializedOnce(z.array(citySchema), catalog.cities);
    app.get(
      '/api/services',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Service types (sweet-16 is marked hidden)',
          response: { 200: z.array(serviceSchema) },
        },
      },
      async (_req, reply) => services(reply),
    );
    app.get(
      '/api/vehicles',
      { schema: { tags: ['catalog'], summary: 'The fleet', response: { 200: z.array(vehicleSchema) } } },
      async (_req, reply) => vehicles(reply),
    );
    app.get(
      '/api/testimonials',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Customer testimonials',
          response: { 200: z.array(testimonialSchema) },
        },
      },
      async (_req, reply) => testimonials(reply),
    );
    app.get(
      '/api/cities',
      { schema: { tags: ['catalog'], summary: 'Places we serve', response: { 200: z.array(citySchema) } } },
      async (_req, reply) => cities(reply),
    );
  };
}
