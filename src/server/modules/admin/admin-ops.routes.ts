import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  auditListQuerySchema,
  auditListSchema,
  contactMessageSchema,
  messageIdParamsSchema,
  messageListQuerySchema,
  messageListSchema,
  messageUpdateSchema,
  outboxEmailDetailSchema,
  outboxEmailSchema,
  outboxIdParamsSchema,
  outboxListQuerySchema,
  outboxListSchema,
} from '../../../shared/contracts/admin-ops.ts';
import type { AppContext } from '../../plugins/infrastructure.ts';
import { requireAccount, requirePermission } from '../auth/guards.ts';
import { createAdminAuditRepository } from './admin-audit.repository.ts';
import { createAdminAuditService } from './admin-audit.service.ts';
import { createAdminMessagesRepository } from './admin-messages.repository.ts';
import { createAdminMessagesService } from './admin-messages.service.ts';
import { createAdminOutboxRepository } from './admin-outbox.repository.ts';
import { createAdminOutboxService } from './admin-outbox.service.ts';

/** The services behind the Outbox, Messages and Audit tabs, from the app's context. */
export function createAdminOpsServices(ctx: Pick<AppContext, 'database' | 'email' | 'clock'>) {
  const { db } = ctx.database;
  return {
    outbox: createAdminOutboxService({
      repo: createAdminOutboxRepository(db),
      email: ctx.email,
      clock: ctx.clock,
    }),
    messages: createAdminMessagesService({ repo: createAdminMessagesRepository(db), clock: ctx.clock }),
    audit: createAdminAuditService({ repo: createAdminAuditRepository(db) }),
  };
}
type AdminOpsServices = ReturnType<typeof createAdminOpsServices>;

/**
 * The back office's records (admins only: 401 signed out, 403 any other role): the email outbox with resend,
 * the contact-form messages with their handled flag, and the audit log of admin actions.
 */
export function adminOpsRoutes({ outbox, messages, audit }: AdminOpsServices): FastifyPluginAsyncZod {
  return async (app) => {
    const adminOnly = requirePermission('admin:manage');
    app.addHook('onSend', async (_req, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/api/admin/outbox',
      {
        preValidation: adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'Every email stored or sent, newest first: search by recipient, subject or booking number',
          querystring: outboxListQuerySchema,
          response: { 200: outboxListSchema },
        },
      },
      async (req) => outbox.list(req.query),
    );

    app.get(
      '/api/admin/outbox/:id',
      {
        preValidation: adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'One email with its text and HTML bodies (reset links masked)',
          params: outboxIdParamsSchema,
          response: { 200: outboxEmailDetailSchema },
        },
      },
      async (req) => outbox.detail(req.params.id),
    );

    app.post(
      '/api/admin/outbox/:id/resend',
      {
        preValidation: adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'Send an email again, without its attachments; at most once a minute per email',
          params: outboxIdParamsSchema,
          body: z.optional(z.nullable(z.object({}))),
          response: { 200: outboxEmailSchema },
        },
      },
      async (req) => outbox.resend(req.params.id, requireAccount(req)),
    );

    app.get(
      '/api/admin/messages',
      {
        preValidation: adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'Contact-form messages, newest first: open (default), handled or all',
          querystring: messageListQuerySchema,
          response: { 200: messageListSchema },
        },
      },
      async (req) => messages.list(req.query),
    );

    app.patch(
      '/api/admin/messages/:id',
      {
        preValidation: adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'Mark a contact-form message handled, or open again',
          params: messageIdParamsSchema,
          body: messageUpdateSchema,
          response: { 200: contactMessageSchema },
        },
      },
      async (req) => messages.setHandled(req.params.id, req.body.handled, requireAccount(req)),
    );

    app.get(
      '/api/admin/audit',
      {
        preValidation: adminOnly,
        schema: {
          tags: ['admin'],
          summary:
            'The audit log of admin actions, newest first, filtered by action, record, admin and dates',
          querystring: auditListQuerySchema,
          response: { 200: auditListSchema },
        },
      },
      async (req) => audit.list(req.query),
    );
  };
}
