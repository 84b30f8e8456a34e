import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleJob } from '../../jobs/scheduled-jobs.ts';
import { createComplianceRepository } from './compliance.repository.ts';
import { createRestRepository } from './rest.repository.ts';
import { createRestService } from './rest.service.ts';
import { complianceRoutes, driverHoursRoutes } from './compliance.routes.ts';
import { createComplianceGate, type ComplianceGate } from './compliance-gate.ts';
import { createComplianceReminders, type ComplianceReminders } from './compliance-reminders.ts';
import { createComplianceViewService } from './compliance-view.service.ts';
import { createFleetService, type FleetService } from './fleet.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * New York compliance (decision 32): the gate the trips and admin modules call when a chauffeur is given a ride
     * or starts one, the board's flags, the car a driver registration creates, and the expiry reminders' run.
     */
    compliance: ComplianceGate & Pick<FleetService, 'registerCar'> & ComplianceReminders;
  }
}

/**
 * How often the expiry reminders are looked for across all processes: hourly, so a restart or a document recorded
 * today is caught the same day; each reminder is sent once whatever the number of runs (its unique row).
 */
export const COMPLIANCE_REMINDERS = {
  everyMs: 60 * 60_000,
  checkEveryMs: 5 * 60_000,
  firstCheckMs: 60_000,
} as const;

const plugin: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const repo = createComplianceRepository(ctx.database.db);
  const rest = createRestService({ repo: createRestRepository() });
  const gate = createComplianceGate({ repo, rest, clock: ctx.clock });
  const fleet = createFleetService({ repo, clock: ctx.clock });
  const view = createComplianceViewService({ repo, rest, clock: ctx.clock });
  const reminders = createComplianceReminders({
    repo,
    email: ctx.email,
    publicUrl: ctx.publicUrl,
    clock: ctx.clock,
  });
  app.decorate('compliance', { ...gate, registerCar: fleet.registerCar, ...reminders });
  await app.register(complianceRoutes({ fleet, view }));
  await app.register(driverHoursRoutes(view));

  // The reminders run in one listening process at a time (scheduled_jobs); tests call sendReminders themselves.
  let stop = () => {};
  app.addHook('onListen', async () => {
    stop = scheduleJob(
      ctx.database.db,
      app.log,
      { name: 'compliance-reminders', ...COMPLIANCE_REMINDERS, run: (now) => reminders.sendReminders(now) },
      ctx.clock,
    );
  });
  app.addHook('onClose', async () => stop());
};

/**
 * New York compliance (issue 37): chauffeurs' and cars' documents, the fleet, document files, the Compliance view,
 * the base's TLC identity and the expiry reminders under /api/admin; decorates `app.compliance`.
 */
export const complianceModule = fp(plugin, {
  name: 'compliance',
  dependencies: ['infrastructure', 'auth'],
});
