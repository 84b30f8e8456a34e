import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapsRoutes } from './maps.routes.ts';
import { createMapsService, type MapsService } from './maps.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Places and routes for pricing (for quotes and the chat). */
    maps: MapsService;
  }
}

const plugin: FastifyPluginAsyncZod = async (app) => {
  const { maps: ports, limits } = app.ctx;
  const maps = createMapsService({
    places: ports.places,
    routes: ports.routes,
    fallbackRoutes: ports.fallbackRoutes,
    fallbackPlaces: ports.fallbackPlaces,
    pricing: app.pricing,
    log: app.log,
  });
  app.decorate('maps', maps);
  await app.register(mapsRoutes(maps, limits.maps));
};

/**
 * Maps: the service over the places and routes ports (with the embedded estimate as fallback), autocomplete,
 * place details, directions and routes; exposes `app.maps`.
 */
export const mapsModule = fp(plugin, { name: 'maps', dependencies: ['infrastructure', 'pricing'] });
