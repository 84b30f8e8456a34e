import '../../../shared/zod-setup.ts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminDriverIdParamsSchema } from '../../../shared/contracts/admin-drivers.ts';
import {
  baseSettingsInputSchema,
  baseSettingsSchema,
  carAssignSchema,
  carIdParamsSchema,
  COMPLIANCE_FILE_MAX_BYTES,
  complianceFileParamsSchema,
  complianceFileSchema,
  complianceFileUploadSchema,
  complianceViewSchema,
  driverDocumentsInputSchema,
  driverDocumentsSchema,
  fleetCarInputSchema,
  fleetCarListSchema,
  fleetCarSchema,
  restHoursSchema,
} from '../../../shared/contracts/compliance.ts';
import { documented } from '../../plugins/openapi.ts';
import { requireAccount, requirePermission } from '../auth/guards.ts';
import type { ComplianceViewService } from './compliance-view.service.ts';
import type { FleetService } from './fleet.service.ts';

/** A file of 5 MB is about 6.7 MB of base64, plus the other fields. */
const FILE_BODY_LIMIT = Math.ceil((COMPLIANCE_FILE_MAX_BYTES * 4) / 3) + 64 * 1024;

/** An admin route's options: its OpenAPI tags and summary, and its schemas. */
const admin = documented('admin', 'compliance');

/**
 * New York compliance under /api/admin (decision 32): a chauffeur's documents, the fleet and its assignments,
 * document files, the Compliance view and the base's TLC identity. Admins only: 401 signed out and 403 any other
 * role, before the input is read. Every answer is no-store; every write is audited by its service.
 */
export function complianceRoutes({
  fleet,
  view,
}: {
  fleet: FleetService;
  view: ComplianceViewService;
}): FastifyPluginAsyncZod {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', requirePermission('admin:manage'));
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.get(
      '/api/admin/drivers/:id/documents',
      admin("A chauffeur's TLC and state licenses, their car, the documents' states today (admins)", {
        params: adminDriverIdParamsSchema,
        response: { 200: driverDocumentsSchema },
      }),
      async (req) => fleet.driverDocuments(req.params.id),
    );

    app.put(
      '/api/admin/drivers/:id/documents',
      admin("Record a chauffeur's TLC driver license and state driving license (audited)", {
        params: adminDriverIdParamsSchema,
        body: driverDocumentsInputSchema,
        response: { 200: driverDocumentsSchema },
      }),
      async (req) => fleet.setDriverDocuments(requireAccount(req), req.params.id, req.body),
    );

    app.get(
      '/api/admin/cars',
      admin('The fleet: every car with its chauffeur and its documents (admins)', {
        response: { 200: fleetCarListSchema },
      }),
      async () => fleet.cars(),
    );

    app.post(
      '/api/admin/cars',
      admin('Add a car to the fleet (unique plate and VIN; audited)', {
        body: fleetCarInputSchema,
        response: { 201: fleetCarSchema },
      }),
      async (req, reply) => reply.code(201).send(await fleet.createCar(requireAccount(req), req.body)),
    );

    app.put(
      '/api/admin/cars/:id',
      admin("Change a car's facts and documents; its chauffeur's profile follows (audited)", {
        params: carIdParamsSchema,
        body: fleetCarInputSchema,
        response: { 200: fleetCarSchema },
      }),
      async (req) => fleet.updateCar(requireAccount(req), req.params.id, req.body),
    );

    app.post(
      '/api/admin/cars/:id/assign',
      admin('Give the car to a chauffeur (their previous car is unassigned) or take it back (audited)', {
        params: carIdParamsSchema,
        body: carAssignSchema,
        response: { 200: fleetCarSchema },
      }),
      async (req) => fleet.assignCar(requireAccount(req), req.params.id, req.body),
    );

    app.post(
      '/api/admin/compliance/files',
      {
        bodyLimit: FILE_BODY_LIMIT,
        ...admin("Upload a photo or PDF of a chauffeur's or a car's document (<= 5 MB, base64; audited)", {
          body: complianceFileUploadSchema,
          response: { 201: complianceFileSchema },
        }),
      },
      async (req, reply) => reply.code(201).send(await fleet.uploadFile(requireAccount(req), req.body)),
    );

    app.get(
      '/api/admin/compliance/files/:id',
      admin("A document's file, as uploaded (admins only)", { params: complianceFileParamsSchema }),
      async (req, reply) => {
        const file = await fleet.file(req.params.id);
        return reply
          .header('Content-Type', file.type)
          .header('Content-Disposition', 'inline')
          .header('X-Content-Type-Options', 'nosniff')
          .send(file.bytes);
      },
    );

    app.get(
      '/api/admin/compliance',
      admin(
        "Every chauffeur's and car's documents, the unassigned cars, and what expired or expires within 60 days (admins)",
        { response: { 200: complianceViewSchema } },
      ),
      async () => view.view(),
    );

    app.get(
      '/api/admin/settings/base',
      admin("The base's TLC license number and name (admins)", { response: { 200: baseSettingsSchema } }),
      async () => view.baseSettings(),
    );

    app.put(
      '/api/admin/settings/base',
      admin("Set the base's TLC license number (B + 5 digits) and name (audited)", {
        body: baseSettingsInputSchema,
        response: { 200: baseSettingsSchema },
      }),
      async (req) => view.saveBaseSettings(requireAccount(req), req.body),
    );
  };
}

/**
 * GET /api/driver/hours: the signed-in chauffeur's hours left under TLC's fatigue rules (decision 33), for their
 * dashboard. Chauffeurs only (401 signed out, 403 any other role); no-store.
 */
export function driverHoursRoutes(view: ComplianceViewService): FastifyPluginAsyncZod {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.addHook('preValidation', requirePermission('trips:drive'));
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    app.get(
      '/api/driver/hours',
      {
        schema: {
          tags: ['driver'],
          summary: "The chauffeur's hours with passengers left today and this week (TLC fatigue rules)",
          response: { 200: restHoursSchema },
        },
      },
      async (req) => view.driverHours(requireAccount(req).id),
    );
  };
}
