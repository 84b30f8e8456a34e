import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pushPublicKeySchema,
  pushSubscriptionBodySchema,
  pushSubscriptionOkSchema,
  pushUnsubscribeBodySchema,
} from '../../../shared/contracts/push.ts';
import { smsInboundBodySchema } from '../../../shared/contracts/sms.ts';
import { AppError } from '../../../shared/errors.ts';
import { pushOwner, type PushSubscriptionsService } from './push-subscriptions.service.ts';
import type { SmsInboundService } from './sms-inbound.service.ts';

/** Subscribing and unsubscribing, per address: a browser does it once per permission change. */
const PUSH_WRITES = { max: 30, timeWindow: 60_000 };
/** Twilio's webhook, per address: well above a busy number's replies. */
const SMS_INBOUND = { max: 120, timeWindow: 60_000 };

/** Web push subscriptions and Twilio's inbound SMS webhook (decision 30). */
export function notificationsRoutes(deps: {
  push: PushSubscriptionsService;
  smsInbound: SmsInboundService;
  /** The site's public origin: Twilio signs the URL it called. */
  publicUrl: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/push/public-key',
      {
        schema: {
          tags: ['notifications'],
          summary: 'Whether web push is on, and the VAPID public key browsers subscribe with',
          response: { 200: pushPublicKeySchema },
        },
      },
      async () => deps.push.publicKey(),
    );
    app.post(
      '/api/push/subscriptions',
      {
        config: { rateLimit: PUSH_WRITES },
        schema: {
          tags: ['notifications'],
          summary: "Saves this browser's push subscription for the signed-in account or guest",
          body: pushSubscriptionBodySchema,
          response: { 201: pushSubscriptionOkSchema },
        },
      },
      async (req, reply) => {
        await deps.push.subscribe(pushOwner(req.auth), req.body);
        return reply.code(201).send({ ok: true as const });
      },
    );
    app.delete(
      '/api/push/subscriptions',
      {
        config: { rateLimit: PUSH_WRITES },
        schema: {
          tags: ['notifications'],
          summary: "Forgets this browser's push subscription (only its owner's)",
          body: pushUnsubscribeBodySchema,
          response: { 200: pushSubscriptionOkSchema },
        },
      },
      async (req) => {
        await deps.push.unsubscribe(pushOwner(req.auth), req.body.endpoint);
        return { ok: true as const };
      },
    );

    await app.register(async (scope) => {
      // Twilio posts form-encoded fields; the signature covers every one of them as sent.
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_req, body, done) => {
          const params: Record<string, string> = {};
          for (const [key, value] of new URLSearchParams(String(body))) params[key] = value;
          done(null, params);
        },
      );
      scope.withTypeProvider<ZodTypeProvider>().post(
        '/api/sms/inbound',
        {
          config: { rateLimit: SMS_INBOUND },
          schema: {
            tags: ['notifications'],
            summary: "Twilio's incoming SMS webhook: STOP and START (signed by Twilio; answers TwiML)",
            body: smsInboundBodySchema,
          },
        },
        async (req, reply) => {
          const params: Record<string, string> = {};
          for (const [key, value] of Object.entries(req.body)) {
            if (typeof value !== 'string') throw new AppError('common.invalidInput');
            params[key] = value;
          }
          const signature = req.headers['x-twilio-signature'];
          const result = await deps.smsInbound.handle(
            `${deps.publicUrl}${req.url}`,
            params,
            typeof signature === 'string' ? signature : undefined,
          );
          return reply.type('text/xml; charset=utf-8').header('Cache-Control', 'no-store').send(result.twiml);
        },
      );
    });
  };
}
