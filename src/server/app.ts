import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiDocsOpen, startupWarnings } from './env.ts';
import { authModule } from './modules/auth/auth.module.ts';
import { bookingsModule } from './modules/bookings/bookings.module.ts';
import { catalogModule } from './modules/catalog/catalog.module.ts';
import { chatModule } from './modules/chat/chat.module.ts';
import { complianceModule } from './modules/compliance/compliance.module.ts';
import { contactModule } from './modules/contact/contact.module.ts';
import { driversModule } from './modules/drivers/drivers.module.ts';
import { mapsModule } from './modules/maps/maps.module.ts';
import { notificationsModule } from './modules/notifications/notifications.module.ts';
import { pricingModule } from './modules/pricing/pricing.module.ts';
import { quotesModule } from './modules/quotes/quotes.module.ts';
import { savedModule } from './modules/saved/saved.module.ts';
import { systemModule } from './modules/system/system.module.ts';
import { tripsModule } from './modules/trips/trips.module.ts';
import { adminModule } from './modules/admin/admin.module.ts';
import { liveModule } from './modules/live/live.module.ts';
import { settlementsModule } from './modules/settlements/settlements.module.ts';
import { tripRecordsModule } from './modules/compliance/trip-records.module.ts';
import { companiesModule } from './modules/companies/companies.module.ts';
import { invoicesModule } from './modules/invoices/invoices.module.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerJsonBody } from './plugins/json-body.ts';
import { infrastructurePlugin, type InfrastructureOptions } from './plugins/infrastructure.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { openApiOptions } from './plugins/openapi.ts';
import { registerSafeText } from './plugins/safe-text.ts';
import { registerSecurity, securityOptionsFor, trustProxyOption } from './plugins/security.ts';
import { registerStatic } from './plugins/static.ts';

export const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

export interface BuildAppOptions extends InfrastructureOptions {
  logger?: FastifyServerOptions['logger'];
  /** Directory of the built client; `false` serves the API only. */
  clientDir?: string | false;
  /** How long a plugin may take to start (PLUGIN_TIMEOUT_MS); the build's prerender waits as long as it takes. */
  pluginTimeout?: number;
}

/**
 * How long one plugin may take to start before the server gives up: a hang guard, not a speed limit. Fastify's
 * default (10 s) killed the server at start whenever opening the database and running its migrations took longer:
 * PGlite on a 2-core machine busy with other work (seen in CI: "Plugin did not start in time: 'infrastructure'"),
 * or a long migration on a large production database. Two minutes still ends a start that hangs.
 */
export const PLUGIN_TIMEOUT_MS = 120_000;

/**
 * The modules in the order they register: each builds its repositories and services from `app.ctx` and the
 * services of the modules before it (decorators such as `app.quotes`), and registers its routes.
 */
const MODULES = [
  authModule,
  systemModule,
  catalogModule,
  pricingModule,
  mapsModule,
  quotesModule,
  savedModule,
  notificationsModule,
  bookingsModule,
  chatModule,
  contactModule,
  complianceModule,
  driversModule,
  tripsModule,
  adminModule,
  liveModule,
  settlementsModule,
  tripRecordsModule,
  companiesModule,
  invoicesModule,
];

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    bodyLimit: 100 * 1024,
    // Bounds on slow clients (issue 32: a body sent a byte every 4 s stayed open for ever). requestTimeout: the
    // whole request, headers and body, must arrive within it (408 and closed), checked every few seconds rather
    // than Node's 30 s. connectionTimeout: a connection silent that long while a request is open (a client that
    // stops reading its answer, a stalled upload) is closed. Neither touches idle keep-alive connections
    // (keepAliveTimeout, Fastify's 72 s, governs those). The live event streams (decision 047) send a comment
    // line at least every 15 s, within the default connectionTimeout.
    requestTimeout: env.REQUEST_TIMEOUT_MS,
    connectionTimeout: env.CONNECTION_TIMEOUT_MS,
    http: {
      requestTimeout: env.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(5_000, Math.ceil(env.REQUEST_TIMEOUT_MS / 2)),
    },
    pluginTimeout: options.pluginTimeout ?? PLUGIN_TIMEOUT_MS,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  // Settings that work but should not stay as they are (the OpenStreetMap tile servers in production).
  for (const warning of startupWarnings(env)) app.log.warn(warning);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerJsonBody(app);
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });

  await app.register(infrastructurePlugin, options);
  registerSecurity(app, securityOptionsFor(env));
  registerSafeText(app);
  await app.register(rateLimitPlugin);
  // API answers above 1 KB in brotli (quality 4: fast enough for every request) or gzip, when accepted. The
  // client build's files are precompressed at build time and go out as they are (src/server/plugins/static.ts).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifySwagger, openApiOptions(env.PUBLIC_URL));

  for (const plugin of MODULES) await app.register(plugin);

  // The OpenAPI document: closed in production unless API_DOCS=on (closed, it is an unknown route: 404).
  if (apiDocsOpen(env)) app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  const clientDir = options.clientDir === undefined ? DEFAULT_CLIENT_DIR : options.clientDir;
  if (clientDir) await registerStatic(app, clientDir);

  await app.ready();
  return app;
}
