import fp from 'fastify-plugin';
import { createDatabase, type Database } from '../db/client.ts';
import { seedReferenceData } from '../db/seed.ts';
import type { Env } from '../env.ts';
import { createBackgroundTasks, type BackgroundTasks } from '../jobs/background-tasks.ts';
import { scheduleHousekeeping } from '../jobs/housekeeping.ts';
import { createOutboxRepository } from '../integrations/email/email.repository.ts';
import { createEmailService } from '../integrations/email/email.service.ts';
import { createSmtpTransport } from '../integrations/email/smtp.provider.ts';
import type { EmailPort, EmailTransport } from '../integrations/email/types.ts';
import { createPushDeliverer, createSmsDeliverer } from '../integrations/messaging/channel-deliverers.ts';
import {
  createMessagingRepository,
  type MessagingRepository,
} from '../integrations/messaging/messaging.repository.ts';
import type { PushSender } from '../integrations/push/types.ts';
import { createWebPushSender } from '../integrations/push/web-push.provider.ts';
import { createTwilioSmsProvider } from '../integrations/sms/twilio.provider.ts';
import type { SmsProvider } from '../integrations/sms/types.ts';
import { createMapsProviders } from '../integrations/maps/maps.providers.ts';
import type { PlacesPort, RoutesPort } from '../integrations/maps/types.ts';
import { DEFAULT_AUTH_LIMITS, type AuthLimits } from '../modules/auth/auth.service.ts';
import type { LiveOptions } from '../modules/live/live.service.ts';
import {
  createReadCache,
  createReadFreshness,
  type ReadCache,
  type ReadFreshness,
} from '../modules/live/read-cache.ts';
import { createRateLimitCounters, type RateLimitCounters } from './rate-limit-counters.ts';
import { createRateLimitRepository } from './rate-limit.repository.ts';

/** A route limit: at most `max` requests per key (address or session) in each window of `timeWindow` ms. */
export interface RouteLimit {
  max: number;
  timeWindow: number;
}

export interface RateLimits {
  /** Contact-form messages, per address. */
  contact: RouteLimit;
  /**
   * Contact acknowledgements per recipient address, whichever addresses the messages come from: nobody can make
   * the site mail-bomb someone by submitting their address from many places.
   */
  contactRecipient: RouteLimit;
  /** Guest checkout identities (POST /api/guest), per address (raised by AUTH_RATE_LIMIT_MULTIPLIER). */
  guest: RouteLimit;
  /** Driver applications, per address. */
  driverApplication: RouteLimit;
  /**
   * Invitation-code verification and driver registration, per address (each route counts apart): a code is
   * five digits, so guessing is stopped here.
   */
  driverInvitations: RouteLimit;
  /**
   * Failed invitation-code verifications and registrations across every address: past `max` in a window,
   * verification is slowed for everyone and the admins are told (drivers/invitation-guard.ts).
   */
  driverInvitationFailures: RouteLimit;
  /** Sign-in attempts per address and per account (raised by AUTH_RATE_LIMIT_MULTIPLIER). */
  auth: AuthLimits;
  /** Autocomplete, place details, directions and routes, per address. */
  maps: RouteLimit;
  quotes: RouteLimit;
  /** Booking, payment-intent and confirmation writes, per address. */
  checkout: RouteLimit;
  /** "Email Receipt", per address. */
  emailReceipt: RouteLimit;
  /** Chat messages, per session (per address without one). */
  chat: RouteLimit;
  /** A driver's writes (position, accept, start, complete, cancel), per driver account, whatever the address. */
  driverWrites: RouteLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  contact: { max: 5, timeWindow: 10 * 60_000 },
  contactRecipient: { max: 5, timeWindow: 60 * 60_000 },
  // Well above what a family or an office behind one address starts in ten minutes.
  guest: { max: 20, timeWindow: 10 * 60_000 },
  driverApplication: { max: 5, timeWindow: 10 * 60_000 },
  driverInvitations: { max: 20, timeWindow: 10 * 60_000 },
  driverInvitationFailures: { max: 50, timeWindow: 10 * 60_000 },
  maps: { max: 600, timeWindow: 60_000 },
  quotes: { max: 120, timeWindow: 60_000 },
  checkout: { max: 60, timeWindow: 60_000 },
  emailReceipt: { max: 5, timeWindow: 10 * 60_000 },
  chat: { max: 30, timeWindow: 60_000 },
  driverWrites: { max: 30, timeWindow: 60_000 },
  auth: DEFAULT_AUTH_LIMITS,
};

export interface InfrastructureOptions {
  env: Env;
  /** An open database; when absent one is created from env (and closed with the app). */
  database?: Database;
  /** Overrides the SMTP transport chosen by env (tests). */
  emailTransport?: EmailTransport;
  rateLimits?: Partial<RateLimits>;
  /** Replace the maps providers chosen by env (tests). */
  places?: PlacesPort;
  routes?: RoutesPort;
  /** The clock quotes and checkout use (tests). */
  clock?: () => Date;
  /**
   * The clock every rate limit and sign-in limit counts its windows on (tests: a window never moves under a test
   * that fills it); the wall clock when absent.
   */
  limitClock?: () => Date;
  /** Stripe's API origin (tests point it at a local server standing in for Stripe). */
  stripeApiBase?: string;
  /** The live event streams' timings and limits (tests: a short heartbeat, a small limit). */
  live?: Partial<LiveOptions>;
}

/** What every module builds its repositories and services from (`app.ctx`). */
export interface AppContext {
  env: Env;
  database: Database;
  email: EmailPort;
  /**
   * SMS and web push (decision 30): the opt-out list and subscriptions, the configured SMS provider (Twilio,
   * with the auth token that signs its inbound webhooks) and push sender (VAPID); absent ones are off.
   */
  messaging: {
    repo: MessagingRepository;
    sms?: SmsProvider | undefined;
    twilioAuthToken?: string | undefined;
    push?: PushSender | undefined;
  };
  /** Work a request starts and answers without waiting for (closing the app waits for it). */
  tasks: BackgroundTasks;
  /** The site's origin for links in emails, without a trailing slash. */
  publicUrl: string;
  production: boolean;
  /** The maps ports: the configured providers, or the ones a test passed. */
  maps: {
    places: PlacesPort;
    routes: RoutesPort;
    fallbackRoutes?: RoutesPort | undefined;
    /** The gazetteer behind a configured OSM geocoder (GEOCODER_URL), answering when it fails. */
    fallbackPlaces?: PlacesPort | undefined;
  };
  /** How far ahead a ride may be booked (product decision 8). */
  bookingWindow: { minLeadMinutes: number; maxAdvanceDays: number };
  limits: RateLimits;
  /** Kept answers (decision 051): what moves their stamps, and the answers themselves; `ttlMs` 0 keeps none. */
  reads: { freshness: ReadFreshness; cache: ReadCache; ttlMs: number };
  /** The database counters every rate limit counts in. */
  counters: RateLimitCounters;
  /** A test's clock; services use the wall clock when absent. */
  clock?: (() => Date) | undefined;
  stripeApiBase?: string | undefined;
  liveOptions?: Partial<LiveOptions> | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/**
 * The shared infrastructure: the database (opened, migrated and seeded here when the caller gave none), the
 * email port (outbox, plus SMTP when configured), the maps providers, the rate-limit counters and the
 * configuration modules read. Decorates `app.ctx`; closes what it opened when the app closes.
 */
export const infrastructurePlugin = fp(
  async (app, options: InfrastructureOptions) => {
    const { env, limitClock } = options;
    const ownsDatabase = !options.database;
    const database =
      options.database ??
      createDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
    if (ownsDatabase) {
      await database.migrate();
      await seedReferenceData(database.db);
    }
    const smtp = !options.emailTransport && env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : undefined;
    const tasks = createBackgroundTasks(app.log);
    const clock = options.clock ?? (() => new Date());
    const messagingRepo = createMessagingRepository(database.db);
    const sms =
      env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM
        ? createTwilioSmsProvider({
            accountSid: env.TWILIO_ACCOUNT_SID,
            authToken: env.TWILIO_AUTH_TOKEN,
            from: env.TWILIO_FROM,
            apiUrl: env.TWILIO_API_URL,
          })
        : undefined;
    const push =
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? createWebPushSender({
            publicKey: env.VAPID_PUBLIC_KEY,
            privateKey: env.VAPID_PRIVATE_KEY,
            subject: env.VAPID_SUBJECT ?? `mailto:${env.OPERATOR_EMAIL}`,
          })
        : undefined;
    const email = createEmailService({
      outbox: createOutboxRepository(database.db),
      transport: options.emailTransport ?? smtp,
      channels: {
        ...(sms ? { sms: createSmsDeliverer({ provider: sms, repo: messagingRepo, clock }) } : {}),
        ...(push ? { push: createPushDeliverer({ sender: push, repo: messagingRepo }) } : {}),
      },
      from: env.MAIL_FROM,
      log: app.log,
      background: tasks,
      ...(options.clock ? { clock: options.clock } : {}),
    });
    app.addHook('onClose', async () => {
      await tasks.idle();
      smtp?.close();
      if (ownsDatabase) await database.close();
    });

    // Kept answers (decision 051): every statement that writes a table they read moves their stamps, and again
    // once the write request answers (committed).
    const freshness = createReadFreshness();
    const readCache = createReadCache({ freshness, ttlMs: env.READ_CACHE_MS });
    if (env.READ_CACHE_MS > 0) {
      const unwatch = database.watchStatements(freshness.onStatement);
      app.addHook('onSend', async (req) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') freshness.onWriteAnswered();
      });
      app.addHook('onClose', async () => unwatch());
    }

    const providers = createMapsProviders(env);
    // A listening server builds the place index at once; tests (app.inject) build it on first use.
    // A listening server also takes part in the hourly clean-up (one process runs each run); tests call it.
    let stopHousekeeping = () => {};
    let stopDispatch = () => {};
    app.addHook('onListen', async () => {
      if (!options.places) setImmediate(() => providers.warm());
      stopHousekeeping = scheduleHousekeeping(database.db, app.log, options.clock);
      // The outbox's dispatcher: delivers what this or another process recorded, retries, and takes over the
      // emails of a process that crashed while delivering them.
      stopDispatch = email.start();
    });
    app.addHook('onClose', async () => {
      stopHousekeeping();
      stopDispatch();
    });

    app.decorate('ctx', {
      env,
      database,
      email,
      messaging: { repo: messagingRepo, sms, twilioAuthToken: sms ? env.TWILIO_AUTH_TOKEN : undefined, push },
      tasks,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
      production: env.NODE_ENV === 'production',
      maps: {
        places: options.places ?? providers.places,
        routes: options.routes ?? providers.routes,
        ...(options.routes ? {} : { fallbackRoutes: providers.fallbackRoutes }),
        ...(options.places ? {} : { fallbackPlaces: providers.fallbackPlaces }),
      },
      bookingWindow: { minLeadMinutes: env.BOOKING_MIN_LEAD_MINUTES, maxAdvanceDays: 365 },
      limits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
      counters: createRateLimitCounters({
        repo: createRateLimitRepository(database.db),
        log: app.log,
        ...(limitClock ? { now: () => limitClock().getTime() } : {}),
      }),
      clock: options.clock,
      stripeApiBase: options.stripeApiBase,
      liveOptions: options.live,
      reads: { freshness, cache: readCache, ttlMs: env.READ_CACHE_MS },
    } satisfies AppContext);
  },
  { name: 'infrastructure', fastify: '5.x' },
);
