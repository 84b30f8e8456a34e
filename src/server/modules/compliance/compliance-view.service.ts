import type {
  BaseSettings,
  BaseSettingsInput,
  ComplianceAttention,
  ComplianceView,
  DocumentStatus,
  RestHoursView,
} from '../../../shared/contracts/compliance.ts';
import {
  CHAUFFEUR_DOCUMENTS,
  complianceIssue,
  EXPIRING_WITHIN_DAYS,
  nyDay,
} from '../../../shared/domain/compliance.ts';
import { AppError } from '../../../shared/errors.ts';
import { carFacts, carView, fileKey, filesOf, statusOf } from './compliance-document-views.ts';
import type { ComplianceRepository } from './compliance.repository.ts';
import type { Actor } from './fleet.service.ts';
import { restHoursView, type RestService } from './rest.service.ts';

/**
 * The Compliance view (decision 32): every chauffeur's and car's documents and what needs attention, a chauffeur's
 * own hours (decision 33), and the base's TLC identity (its change audited in its transaction).
 */
export function createComplianceViewService(deps: {
  repo: ComplianceRepository;
  rest: RestService;
  clock?: (() => Date) | undefined;
}) {
  const { repo, rest } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    /** GET /api/driver/hours: the chauffeur's own hours left under the fatigue rules (decision 33). */
    async driverHours(driverId: string): Promise<RestHoursView> {
      // As every chauffeur call: an account whose driver profile is not there yet has no hours (403).
      const [profile] = await repo.facts(repo.db, [driverId]);
      if (!profile) throw new AppError('driver.profileMissing');
      const hours = await rest.hours(repo.db, [driverId], clock());
      return restHoursView(hours.get(driverId));
    },

    async view(): Promise<ComplianceView> {
      const now = clock();
      const today = nyDay(now);
      const [chauffeurs, cars] = await Promise.all([repo.chauffeurs(), repo.cars()]);
      const hours = await rest.hours(
        repo.db,
        chauffeurs.map((c) => c.userId),
        now,
      );
      const files = await filesOf(
        repo,
        repo.db,
        chauffeurs.map((c) => c.userId),
        cars.map((c) => c.car.id),
      );
      const carOf = new Map(cars.filter((c) => c.car.driverId).map((c) => [c.car.driverId as string, c]));
      const attention: ComplianceAttention[] = [];
      const note = (
        s: DocumentStatus,
        who: Pick<ComplianceAttention, 'whose' | 'driverId' | 'driverName' | 'carId' | 'plate'>,
      ) => {
        if (s.state === 'current') return;
        attention.push({
          ...who,
          document: s.document,
          state: s.state,
          expiry: s.expiry,
          daysLeft: s.daysLeft,
        });
      };
      const driverIds = new Set(chauffeurs.map((c) => c.userId));
      const list = chauffeurs.map((c) => {
        const own = { tlc_driver_license: c.tlcLicenseExpiry, state_driver_license: c.stateLicenseExpiry };
        const documents = CHAUFFEUR_DOCUMENTS.map((d) =>
          statusOf(d, own[d], today, files.get(fileKey({ driverId: c.userId }, d))),
        );
        for (const s of documents)
          note(s, { whose: 'chauffeur', driverId: c.userId, driverName: c.name, carId: null, plate: null });
        const car = carOf.get(c.userId)?.car ?? null;
        return {
          id: c.userId,
          name: c.name,
          email: c.email,
          phone: c.phone,
          status: c.status,
          tlcLicenseNumber: c.tlcLicenseNumber,
          stateLicenseNumber: c.licenseNumber,
          stateLicenseState: c.stateLicenseState,
          documents,
          car: car ? carView(car, c.name, today, files) : null,
          issue: complianceIssue({ chauffeur: own, car: carFacts(car) }, today, today),
          hours: restHoursView(hours.get(c.userId)),
        };
      });
      const unassignedCars = [];
      for (const { car, driverName } of cars) {
        const view = carView(car, driverName, today, files);
        const assigned = car.driverId !== null && driverIds.has(car.driverId);
        if (!assigned) unassignedCars.push(view);
        for (const s of view.documents)
          note(s, {
            whose: 'car',
            driverId: assigned ? car.driverId : null,
            driverName: assigned ? driverName : null,
            carId: car.id,
            plate: car.plate,
          });
      }
      // Not on file first; then by expiry: the longest expired first, then the soonest to expire.
      attention.sort((a, b) => {
        if (a.expiry === null || b.expiry === null)
          return a.expiry === null ? (b.expiry === null ? 0 : -1) : 1;
        return a.expiry.localeCompare(b.expiry);
      });
      return { today, horizonDays: EXPIRING_WITHIN_DAYS, chauffeurs: list, unassignedCars, attention };
    },

    // -----------------------------------------------------------------------------------------------------
    // The base's TLC identity

    async baseSettings(): Promise<BaseSettings> {
      const row = await repo.baseSettings();
      return {
        tlcBaseLicense: row?.tlcBaseLicense ?? null,
        baseName: row?.baseName ?? null,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    },

    async saveBaseSettings(actor: Actor, input: BaseSettingsInput): Promise<BaseSettings> {
      return repo.transaction(async (tx) => {
        const before = await repo.baseSettings(tx);
        const row = await repo.saveBaseSettings(tx, { ...input, updatedBy: actor.id, updatedAt: clock() });
        await repo.audit(tx, {
          actorUserId: actor.id,
          action: 'settings.base',
          entityType: 'settings',
          entityId: 'base',
          summary: `Base: ${row.tlcBaseLicense} ${row.baseName}`,
          before: { tlcBaseLicense: before?.tlcBaseLicense ?? null, baseName: before?.baseName ?? null },
          after: { tlcBaseLicense: row.tlcBaseLicense, baseName: row.baseName },
        });
        return {
          tlcBaseLicense: row.tlcBaseLicense,
          baseName: row.baseName,
          updatedAt: row.updatedAt.toISOString(),
        };
      });
    },
  };
}
export type ComplianceViewService = ReturnType<typeof createComplianceViewService>;
