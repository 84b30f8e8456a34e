import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCompaniesRepository } from './companies.repository.ts';
import { companiesRoutes } from './companies.routes.ts';
import { createCompaniesService } from './companies.service.ts';
import { registerMembersAndPortal } from './portal.module.ts';

const plugin: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const repo = createCompaniesRepository(ctx.database.db);
  const companies = createCompaniesService({ repo, clock: ctx.clock });
  await app.register(companiesRoutes(companies));
  // Members, invitations and the company portal (decision 056).
  await registerMembersAndPortal(app);
};

/** Company accounts (issue 38, decision 055): the corporate clients the admins create and edit, under /api/admin. */
export const companiesModule = fp(plugin, {
  name: 'companies',
  dependencies: ['infrastructure', 'auth', 'bookings'],
  encapsulate: true,
});
