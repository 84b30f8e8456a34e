import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, publicConfigSchema, type PublicConfig } from '../../../shared/contracts/catalog.ts';
import type { SystemRepository } from './system.repository.ts';

export function systemRoutes(deps: {
  repo: SystemRepository;
  publicConfig: PublicConfig;
}): FastifyPluginAsyncZod {
  const started = Date.now();
  return async (app) => {
    app.get(
      '/api/health',
      {
        schema: {
          tags: ['system'],
          summary: 'Liveness and database check',
          response: { 200: healthSchema, 503: healthSchema },
        },
      },
      async (_req, reply) => {
        let database: 'ok' | 'unreachable' = 'ok';
        try {
          await deps.repo.ping();
        } catch {
          database = 'unreachable';
        }
        const body = {
          status: database === 'ok' ? ('ok' as const) : ('degraded' as const),
          database,
          databaseKind: deps.repo.kind,
          uptimeSeconds: Math.round((Date.now() - started) / 1000),
        };
        return reply
          .header('Cache-Control', 'no-store')
          .status(database === 'ok' ? 200 : 503)
          .send(body);
      },
    );
    app.get(
      '/api/config',
      {
        schema: {
          tags: ['system'],
          summary: 'Public client configuration',
          response: { 200: publicConfigSchema },
        },
      },
      async (_req, reply) => reply.header('Cache-Control', 'public, max-age=60').send(deps.publicConfig),
    );
  };
}
