import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BRAND } from '../../../shared/brand.ts';
import type { PublicConfig } from '../../../shared/contracts/catalog.ts';
import { createSystemRepository } from './system.repository.ts';
import { systemRoutes } from './system.routes.ts';

const plugin: FastifyPluginAsyncZod = async (app) => {
  const { env, database } = app.ctx;
  const publicConfig: PublicConfig = {
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY ?? null,
    mapTileUrl: env.MAP_TILE_URL,
    mapAttribution: '© OpenStreetMap contributors',
    paymentMode: env.STRIPE_SECRET_KEY ? 'stripe' : env.NODE_ENV === 'production' ? 'disabled' : 'test',
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    supportPhone: BRAND.phoneDisplay,
    supportEmail: BRAND.email,
    googleSignIn: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
  };
  await app.register(systemRoutes({ repo: createSystemRepository(database), publicConfig }));
};

/** System: the health check (through its repository) and the public client configuration. */
export const systemModule = fp(plugin, {
  name: 'system',
  dependencies: ['infrastructure'],
  encapsulate: true,
});
