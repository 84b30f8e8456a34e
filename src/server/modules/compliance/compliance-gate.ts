import {
  addDays,
  complianceIssue,
  FLAG_WITHIN_DAYS,
  nyDay,
  rideComplianceDay,
  type ComplianceFacts,
  type ComplianceIssue,
} from '../../../shared/domain/compliance.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import type { RestRide, RestService } from './rest.service.ts';
import type { ComplianceRepository, FactsRow } from './compliance.repository.ts';

/** A chauffeur's and their car's document dates, as `standing` reads them (the trips module reads them itself). */
export type { FactsRow as ComplianceFactsRow };

/** A ride the gate or the flags read: its chauffeur, pickup and return times. */
export interface ComplianceRide {
  pickupAt: Date;
  returnAt?: Date | null;
}

/** The 409 of the gate: what is not current (document, whose, expiry, the day checked). */
export function complianceError(issue: ComplianceIssue): AppError {
  const params = {
    document: issue.document,
    whose: issue.whose,
    expiry: issue.expiry ?? '',
    day: issue.day,
  };
  if (issue.document === 'car') return new AppError('compliance.noCar', params);
  if (issue.reason === 'missing') return new AppError('compliance.documentMissing', params);
  if (issue.reason === 'expired') return new AppError('compliance.documentExpired', params);
  return new AppError('compliance.documentExpiresBeforeRide', params);
}

/** The gate's facts from a row (no row: no profile, so nothing on file and no car). */
function factsOf(row: FactsRow | undefined): ComplianceFacts {
  return {
    chauffeur: {
      tlc_driver_license: row?.tlcLicenseExpiry ?? null,
      state_driver_license: row?.stateLicenseExpiry ?? null,
    },
    car: row?.carId
      ? {
          tlc_vehicle_license: row.tlcVehicleLicenseExpiry,
          insurance: row.insuranceExpiry,
          inspection: row.inspectionExpiry,
        }
      : null,
  };
}

/**
 * The gate (decision 32) every path that gives a chauffeur a ride or starts one calls (`requireCompliant`, inside
 * the caller's transaction), and the flags the board, the bookings list and the chauffeur's nearby requests show.
 */
export function createComplianceGate(deps: {
  repo: ComplianceRepository;
  rest: RestService;
  clock?: (() => Date) | undefined;
}) {
  const { repo, rest } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    /**
     * The gate (decision 32), in the caller's transaction: the chauffeur's own documents and their car's must be
     * current on the ride's last day (and today); no car, or a document not on file, stops them too. Answers the
     * car that drives the ride (recorded on the trip); throws the 409 naming the document otherwise.
     */
    async requireCompliant(
      q: Db,
      driverId: string,
      ride: ComplianceRide & RestRide,
      now: Date = clock(),
      mode: 'take' | 'start' = 'take',
    ): Promise<{ carId: string }> {
      const [row] = await repo.facts(q, [driverId]);
      const issue = complianceIssue(factsOf(row), rideComplianceDay(ride, now), nyDay(now));
      if (issue) throw complianceError(issue);
      if (!row?.carId)
        throw complianceError({
          document: 'car',
          whose: 'car',
          expiry: null,
          reason: 'missing',
          day: nyDay(now),
        });
      // Decision 33: rested chauffeurs (10 hours with passengers in any 24, 60 in the week).
      await rest.requireRested(q, driverId, ride, now, mode);
      return { carId: row.carId };
    },

    /**
     * The flags of the board and the bookings list: for each assigned ride picking up from today to
     * FLAG_WITHIN_DAYS days ahead, the first document of its chauffeur or their car not current on its day.
     */
    async rideIssues(
      rides: readonly (ComplianceRide & { id: string; driverId: string | null; status: string })[],
      now: Date = clock(),
    ): Promise<Map<string, ComplianceIssue>> {
      const today = nyDay(now);
      const horizon = addDays(today, FLAG_WITHIN_DAYS);
      const due = rides.filter((r) => {
        if (!r.driverId || r.status !== 'assigned') return false;
        const day = nyDay(r.pickupAt);
        return day >= today && day <= horizon;
      });
      const out = new Map<string, ComplianceIssue>();
      if (due.length === 0) return out;
      const ids = [...new Set(due.map((r) => r.driverId as string))];
      const facts = new Map((await repo.facts(repo.db, ids)).map((r) => [r.driverId, factsOf(r)]));
      for (const r of due) {
        const issue = complianceIssue(
          facts.get(r.driverId as string) ?? factsOf(undefined),
          rideComplianceDay(r, now),
          today,
        );
        if (issue) out.set(r.id, issue);
      }
      return out;
    },

    /**
     * What stops each of these chauffeurs driving today, or driving `ride` (the admin's assign list); absent:
     * nothing.
     */
    async driverIssues(
      driverIds: readonly string[],
      now: Date = clock(),
      ride?: ComplianceRide,
    ): Promise<Map<string, ComplianceIssue>> {
      const today = nyDay(now);
      const day = ride ? rideComplianceDay(ride, now) : today;
      const rows = await repo.facts(repo.db, [...new Set(driverIds)]);
      const out = new Map<string, ComplianceIssue>();
      for (const row of rows) {
        const issue = complianceIssue(factsOf(row), day, today);
        if (issue) out.set(row.driverId, issue);
      }
      return out;
    },

    /**
     * What stops one chauffeur on each of these rides (their nearby requests), from their facts as their caller
     * read them (with the chauffeur's own row: one statement); `today` the issue as of today.
     */
    standing(
      row: FactsRow | undefined,
      rides: readonly (ComplianceRide & { id: string })[],
      now: Date = clock(),
    ): { today: ComplianceIssue | null; rides: Map<string, ComplianceIssue> } {
      const day = nyDay(now);
      const facts = factsOf(row);
      const out = new Map<string, ComplianceIssue>();
      for (const r of rides) {
        const issue = complianceIssue(facts, rideComplianceDay(r, now), day);
        if (issue) out.set(r.id, issue);
      }
      return { today: complianceIssue(facts, day, day), rides: out };
    },
  };
}
export type ComplianceGate = ReturnType<typeof createComplianceGate>;
