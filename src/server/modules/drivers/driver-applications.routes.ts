import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  driverApplicationRequestSchema,
  driverApplicationResponseSchema,
} from '../../../shared/contracts/drivers.ts';
import type { RouteLimit } from '../../plugins/infrastructure.ts';
import type { DriverApplicationsService } from './driver-applications.service.ts';

/** The request's language from Accept-Language: Spanish when it is preferred over English, else English. */
function acceptLanguage(header: string | undefined): 'en' | 'es' {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}

export function driverApplicationRoutes(
  applications: DriverApplicationsService,
  limit: RouteLimit,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/driver-application',
      {
        config: { rateLimit: limit },
        schema: {
          tags: ['drivers'],
          summary: 'Apply to drive (any visitor)',
          body: driverApplicationRequestSchema,
          response: { 201: driverApplicationResponseSchema },
        },
      },
      async (req, reply) => {
        const created = await applications.apply(req.body, {
          language: acceptLanguage(req.headers['accept-language']),
        });
        return reply.status(201).send(created);
      },
    );
  };
}
