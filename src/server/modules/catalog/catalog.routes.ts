import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  citySchema,
  serviceSchema,
  testimonialSchema,
  vehicleSchema,
} from '../../../shared/contracts/catalog.ts';
import type { CatalogService } from './catalog.service.ts';

const CACHE = 'public, max-age=300';

export function catalogRoutes(catalog: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/services',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Service types (sweet-16 is marked hidden)',
          response: { 200: z.array(serviceSchema) },
        },
      },
      async (_req, reply) => reply.header('Cache-Control', CACHE).send(await catalog.services()),
    );
    app.get(
      '/api/vehicles',
      { schema: { tags: ['catalog'], summary: 'The fleet', response: { 200: z.array(vehicleSchema) } } },
      async (_req, reply) => reply.header('Cache-Control', CACHE).send(await catalog.vehicles()),
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
      async (_req, reply) => reply.header('Cache-Control', CACHE).send(await catalog.testimonials()),
    );
    app.get(
      '/api/cities',
      { schema: { tags: ['catalog'], summary: 'Places we serve', response: { 200: z.array(citySchema) } } },
      async (_req, reply) => reply.header('Cache-Control', CACHE).send(await catalog.cities()),
    );
  };
}
