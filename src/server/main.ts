import { loadEnv } from './env.ts';

/** pino-pretty is a devDependency: development logs are pretty when it is installed, JSON lines otherwise. */
function hasPinoPretty(): boolean {
  try {
    import.meta.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  // Loaded once the configuration is valid: a refused configuration is reported at once.
  const { buildApp } = await import('./app.ts');
  const app = await buildApp({
    env,
    logger:
      env.NODE_ENV === 'production' || !hasPinoPretty()
        ? { level: env.LOG_LEVEL }
        : { level: env.LOG_LEVEL, transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const shown = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  app.log.info(`Ready on ${shown} (database: ${app.ctx.database.kind}, email: ${app.ctx.email.provider})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
