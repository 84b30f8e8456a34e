import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { BRAND } from '../shared/brand.ts';
import type { PublicConfig } from '../shared/contracts/catalog.ts';
import { createDatabase, type Database } from './db/client.ts';
import { seedReferenceData } from './db/seed.ts';
import type { Env } from './env.ts';
import { createOutboxRepository } from './integrations/email/email.repository.ts';
import { createEmailService } from './integrations/email/email.service.ts';
import { createSmtpTransport } from './integrations/email/smtp.provider.ts';
import type { EmailPort, EmailTransport } from './integrations/email/types.ts';
import { createMapsProviders } from './integrations/maps/maps.providers.ts';
import { createStripePayments } from './integrations/payments/stripe.provider.ts';
import { createOpenAiChat } from './integrations/llm/openai-chat.provider.ts';
import { createTestPaymentsRepository } from './integrations/payments/test-payments.repository.ts';
import { createTestProcessor, type TestProcessor } from './integrations/payments/test-processor.provider.ts';
import type { PaymentsPort } from './integrations/payments/types.ts';
import type { PlacesPort, RoutesPort } from './integrations/maps/types.ts';
import { createAttemptLimiter } from './modules/auth/attempt-limiter.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService, DEFAULT_AUTH_LIMITS, type AuthLimits } from './modules/auth/auth.service.ts';
import { registerSessions } from './modules/auth/guards.ts';
import { createBookingNotifier } from './modules/bookings/booking-notifier.ts';
import { createBookingsRepository } from './modules/bookings/bookings.repository.ts';
import { checkoutRoutes } from './modules/bookings/checkout.routes.ts';
import { createCheckoutService } from './modules/bookings/checkout.service.ts';
import { createUserBookingsService } from './modules/bookings/user-bookings.service.ts';
import { userBookingsRoutes } from './modules/bookings/user-bookings.routes.ts';
import { createCatalogRepository } from './modules/catalog/catalog.repository.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { createCatalogService } from './modules/catalog/catalog.service.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { mapsRoutes } from './modules/maps/maps.routes.ts';
import { createMapsService } from './modules/maps/maps.service.ts';
import { createPricingRepository } from './modules/pricing/pricing.repository.ts';
import { createPricingService } from './modules/pricing/pricing.service.ts';
import { quoteRoutes } from './modules/quotes/quote.routes.ts';
import { createQuoteService } from './modules/quotes/quote.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStatic } from './plugins/static.ts';

export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

export interface BuildAppOptions {
  env: Env;
  /** An open database; when absent one is created from env (and closed with the app). */
  database?: Database;
  /** Overrides the SMTP transport chosen by env (tests). */
  emailTransport?: EmailTransport;
  logger?: FastifyServerOptions['logger'];
  /** Directory of the built client; `false` serves the API only. */
  clientDir?: string | false;
  rateLimits?: Partial<RateLimits>;
  /** Replace the maps providers chosen by env (tests). */
  places?: PlacesPort;
  routes?: RoutesPort;
  /** The clock quotes and checkout use (tests). */
  clock?: () => Date;
  /** Stripe's API origin (tests point it at a local server standing in for Stripe). */
  stripeApiBase?: string;
}

export interface RateLimits {
  contact: { max: number; timeWindow: number };
  auth: AuthLimits;
  /** Autocomplete, place details, directions and routes, per address. */
  maps: { max: number; timeWindow: number };
  quotes: { max: number; timeWindow: number };
  /** Booking, payment-intent and confirmation writes, per address. */
  checkout: { max: number; timeWindow: number };
  /** "Email Receipt", per address. */
  emailReceipt: { max: number; timeWindow: number };
  /** Chat messages, per session (per address without one). */
  chat: { max: number; timeWindow: number };
}

const DEFAULT_LIMITS: RateLimits = {
  contact: { max: 5, timeWindow: 10 * 60_000 },
  maps: { max: 600, timeWindow: 60_000 },
  quotes: { max: 120, timeWindow: 60_000 },
  checkout: { max: 60, timeWindow: 60_000 },
  emailReceipt: { max: 5, timeWindow: 10 * 60_000 },
  chat: { max: 30, timeWindow: 60_000 },
  auth: DEFAULT_AUTH_LIMITS,
};

/** AUTH_RATE_LIMIT_MULTIPLIER raises every attempt limit (a browser test suite signs in many times from one address). */
function scaleLimits(limits: AuthLimits, multiplier: number): AuthLimits {
  const scale = (r: { max: number; windowMs: number }) => ({ ...r, max: r.max * multiplier });
  return {
    login: scale(limits.login),
    register: scale(limits.register),
    forgot: scale(limits.forgot),
    reset: scale(limits.reset),
  };
}

export interface AppContext {
  database: Database;
  email: EmailPort;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

function tileOrigins(tileUrl: string): string[] {
  try {
    const u = new URL(tileUrl.replace('{s}.', 'a.'));
    const origin = `${u.protocol}//${u.host}`;
    return tileUrl.includes('{s}') ? [origin.replace('//a.', '//*.')] : [origin];
  } catch {
    return [];
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    bodyLimit: 100 * 1024,
    trustProxy: env.TRUST_PROXY,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    createDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  if (ownsDatabase) {
    await database.migrate();
    await seedReferenceData(database.db);
  }
  const smtp = !options.emailTransport && env.SMTP_URL ? createSmtpTransport(env.SMTP_URL) : undefined;
  const email = createEmailService({
    outbox: createOutboxRepository(database.db),
    transport: options.emailTransport ?? smtp,
    from: env.MAIL_FROM,
    log: app.log,
  });
  app.decorate('ctx', { database, email });

  app.addHook('onClose', async () => {
    smtp?.close();
    if (ownsDatabase) await database.close();
  });
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });

  const tiles = tileOrigins(env.MAP_TILE_URL);
  const googleMaps = env.GOOGLE_MAPS_API_KEY
    ? ['https://maps.googleapis.com', 'https://maps.gstatic.com']
    : [];
  const stripe = env.STRIPE_PUBLISHABLE_KEY ? ['https://js.stripe.com'] : [];
  await registerSecurity(app, {
    imgOrigins: [...tiles, ...googleMaps],
    connectOrigins: [...googleMaps, ...(stripe.length ? ['https://api.stripe.com'] : [])],
    scriptOrigins: [...googleMaps, ...stripe],
    frameOrigins: stripe.length ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [],
    production: env.NODE_ENV === 'production',
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${BRAND.name} API`,
        version: '1.0.0',
        description: 'Booking, accounts and operations API',
      },
    },
    transform: jsonSchemaTransform,
  });

  const limits = { ...DEFAULT_LIMITS, ...options.rateLimits };
  const publicConfig: PublicConfig = {
    googleMapsApiKey: env.GOOGLE_MAPS_API_KEY ?? null,
    mapTileUrl: env.MAP_TILE_URL,
    mapAttribution: '© OpenStreetMap contributors',
    paymentMode: env.STRIPE_SECRET_KEY ? 'stripe' : env.NODE_ENV === 'production' ? 'disabled' : 'test',
    stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    supportPhone: BRAND.phoneDisplay,
    supportEmail: BRAND.email,
  };

  const production = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  await app.register(fastifyCookie);
  const auth = createAuthService({
    repo: createAuthRepository(database.db),
    limiter: createAttemptLimiter(database.db),
    email,
    publicUrl,
    limits: scaleLimits(limits.auth, env.AUTH_RATE_LIMIT_MULTIPLIER),
  });
  registerSessions(app, auth, { publicUrl, production });
  await app.register(authRoutes(auth, { production }));
  const userBookings = createUserBookingsService({
    repo: createBookingsRepository(database.db),
    ...(options.clock ? { now: options.clock } : {}),
  });
  await app.register(userBookingsRoutes(userBookings));

  const catalog = createCatalogService({ repo: createCatalogRepository(database.db) });
  await app.register(systemRoutes({ database, publicConfig }));
  await app.register(catalogRoutes(catalog));

  const providers = createMapsProviders(env);
  // A listening server builds the place index at once; tests (app.inject) build it on first use.
  app.addHook('onListen', async () => {
    if (!options.places) setImmediate(() => providers.warm());
  });
  const pricing = createPricingService({ repo: createPricingRepository(database.db) });
  const maps = createMapsService({
    places: options.places ?? providers.places,
    routes: options.routes ?? providers.routes,
    ...(options.routes ? {} : { fallbackRoutes: providers.fallbackRoutes }),
    pricing,
    log: app.log,
  });
  await app.register(mapsRoutes(maps, limits.maps));
  const quotes = createQuoteService({
    maps,
    pricing,
    catalog,
    ...(options.clock ? { clock: options.clock } : {}),
    window: { minLeadMinutes: env.BOOKING_MIN_LEAD_MINUTES, maxAdvanceDays: 365 },
  });
  await app.register(quoteRoutes(quotes, limits.quotes));

  const chat = createChatService({
    quotes,
    catalog,
    pricing,
    bookings: userBookings,
    maps,
    ...(env.LLM_BASE_URL && env.LLM_MODEL
      ? {
          llm: createOpenAiChat({ baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY }),
        }
      : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    window: { minLeadMinutes: env.BOOKING_MIN_LEAD_MINUTES, maxAdvanceDays: 365 },
    paymentProcessor: env.STRIPE_SECRET_KEY ? 'Stripe' : undefined,
    log: app.log,
  });
  await app.register(chatRoutes(chat, limits.chat));

  // Card payments: Stripe when its keys are set; otherwise the test processor, never in production.
  let testProcessor: TestProcessor | null = null;
  let payments: PaymentsPort | null = null;
  if (env.STRIPE_SECRET_KEY) {
    payments = createStripePayments({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      ...(options.stripeApiBase ? { apiBase: options.stripeApiBase } : {}),
    });
  } else if (!production) {
    testProcessor = createTestProcessor({
      repo: createTestPaymentsRepository(database.db),
      ...(options.clock ? { now: options.clock } : {}),
    });
    payments = testProcessor;
  }
  const bookingsRepo = createBookingsRepository(database.db);
  const notifier = createBookingNotifier({
    repo: bookingsRepo,
    email,
    publicUrl,
    log: app.log,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const checkout = createCheckoutService({
    repo: bookingsRepo,
    quotes,
    catalog,
    payments,
    events: notifier,
    log: app.log,
    minLeadMinutes: env.BOOKING_MIN_LEAD_MINUTES,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await app.register(
    checkoutRoutes({
      checkout,
      notifier,
      testProcessor,
      stripeWebhook: Boolean(env.STRIPE_SECRET_KEY),
      limits: { writes: limits.checkout, emailReceipt: limits.emailReceipt },
    }),
  );
  await app.register(
    contactRoutes(
      createContactService({
        repo: createContactRepository(database.db),
        email,
        operatorEmail: env.OPERATOR_EMAIL,
      }),
      limits.contact,
    ),
  );

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  const clientDir = options.clientDir === undefined ? DEFAULT_CLIENT_DIR : options.clientDir;
  if (clientDir) await registerStatic(app, clientDir);

  await app.ready();
  return app;
}
