import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  driverApplicationRequestSchema,
  driverApplicationResponseSchema,
} from '../../../shared/contracts/drivers.ts';
import type { RouteLimit } from '../../plugins/infrastructure.ts';
import { requestLocale } from '../../plugins/request-locale.ts';
import type { DriverApplicationsService } from './driver-applications.service.ts';

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
          language: requestLocale(req),
        });
        return reply.status(201).send(created);
      },
    );
  };
}
