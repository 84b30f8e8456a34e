import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleJob } from '../../jobs/scheduled-jobs.ts';
import { tripClock } from '../trips/e2e-trip-clock.ts';
import { createInvoicesRepository } from './invoices.repository.ts';
import { invoicesRoutes } from './invoices.routes.ts';
import { createInvoicesService } from './invoices.service.ts';

/**
 * How often the invoicing job runs across all processes: hourly, so the month just ended is invoiced within the
 * first hour of the 1st (New York) and a restart loses nothing; every step is idempotent (decision 057).
 */
export const INVOICING_JOB = {
  everyMs: 60 * 60_000,
  checkEveryMs: 5 * 60_000,
  firstCheckMs: 90_000,
} as const;

const plugin: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const invoices = createInvoicesService({
    repo: createInvoicesRepository(ctx.database.db),
    email: ctx.email,
    // End-to-end tests only (E2E_TRIP_CLOCK=on): a request may name "now" (x-e2e-trip-clock), so a browser test
    // can invoice the month of a ride it completed ahead of time. The scheduled job passes its own instant.
    clock: tripClock(ctx.clock, ctx.env.E2E_TRIP_CLOCK === 'on' && !ctx.production),
    holdAfterDays: ctx.env.COMPANY_HOLD_AFTER_DAYS,
  });
  app.decorate('invoices', invoices);
  await app.register(invoicesRoutes(invoices));

  // The job runs in one listening process at a time (scheduled_jobs); tests call app.invoices.runScheduled.
  let stop = () => {};
  app.addHook('onListen', async () => {
    stop = scheduleJob(
      ctx.database.db,
      app.log,
      { name: 'company-invoices', ...INVOICING_JOB, run: (now) => invoices.runScheduled(now) },
      ctx.clock,
    );
  });
  app.addHook('onClose', async () => stop());
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The companies' monthly invoices (decision 057): the job's run, for the tests and the CLI. */
    invoices: ReturnType<typeof createInvoicesService>;
  }
}

/**
 * The companies' monthly invoices (issue 38, decision 057): the hourly invoicing, overdue and hold job, the admins'
 * routes under /api/admin/invoices and the company admins' under /api/company/invoices; decorates `app.invoices`.
 */
export const invoicesModule = fp(plugin, {
  name: 'invoices',
  dependencies: ['infrastructure', 'auth'],
});
