import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createOutboxRepository } from '../../integrations/email/email.repository.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService, type NotificationsService } from './notifications.service.ts';
import { createPushSubscriptionsService } from './push-subscriptions.service.ts';
import { createSmsInboundService } from './sms-inbound.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** SMS and web push through the outbox, written in the caller's transaction (decision 30). */
    notifications: NotificationsService;
  }
}

const plugin: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const notifications = createNotificationsService({
    outbox: createOutboxRepository(ctx.database.db),
    messaging: ctx.messaging.repo,
    email: ctx.email,
    repo: createNotificationsRepository(ctx.database.db),
    radiusMiles: ctx.env.DRIVER_RADIUS_MILES,
    log: app.log,
    clock: ctx.clock,
  });
  app.decorate('notifications', notifications);
  await app.register(
    notificationsRoutes({
      push: createPushSubscriptionsService({
        messaging: ctx.messaging.repo,
        publicKey: ctx.messaging.push?.publicKey,
        production: ctx.production,
        clock: ctx.clock,
      }),
      smsInbound: createSmsInboundService({
        messaging: ctx.messaging.repo,
        authToken: ctx.messaging.twilioAuthToken,
        clock: ctx.clock,
      }),
      publicUrl: ctx.publicUrl,
    }),
  );
};

/**
 * Reaching people (decision 30): `app.notifications` (SMS and push rows of the outbox, written in the caller's
 * transaction), the push subscription routes and Twilio's inbound SMS webhook (STOP / START).
 */
export const notificationsModule = fp(plugin, {
  name: 'notifications',
  dependencies: ['infrastructure', 'auth'],
});
