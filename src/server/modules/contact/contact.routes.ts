import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequestSchema, contactResponseSchema } from '../../../shared/contracts/contact.ts';
import type { ContactService } from './contact.service.ts';

export function contactRoutes(
  contact: ContactService,
  limit: { max: number; timeWindow: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/contact',
      {
        config: { rateLimit: limit },
        schema: {
          tags: ['contact'],
          summary: 'Send a message to the operator',
          body: contactRequestSchema,
          response: { 201: contactResponseSchema },
        },
      },
      async (req, reply) => {
        const { id } = await contact.submit(req.body, { ip: req.ip });
        return reply.status(201).send({ success: true, id });
      },
    );
  };
}
