import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createRecipientLimit } from '../../plugins/rate-limit.ts';
import { createContactRepository } from './contact.repository.ts';
import { contactRoutes } from './contact.routes.ts';
import { createContactService } from './contact.service.ts';

const plugin: FastifyPluginAsyncZod = async (app) => {
  const { database, email, env, limits, counters } = app.ctx;
  const contact = createContactService({
    repo: createContactRepository(database.db),
    email,
    operatorEmail: env.OPERATOR_EMAIL,
    recipientLimit: createRecipientLimit(counters, 'contact', limits.contactRecipient),
  });
  await app.register(contactRoutes(contact, limits.contact));
};

/** Contact: its repository and service (operator email and acknowledgement), and POST /api/contact. */
export const contactModule = fp(plugin, {
  name: 'contact',
  dependencies: ['infrastructure'],
  encapsulate: true,
});
