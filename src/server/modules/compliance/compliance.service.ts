import { createHash } from 'node:crypto';
import type {
  BaseSettings,
  BaseSettingsInput,
  CarAssign,
  ComplianceAttention,
  ComplianceFile,
  ComplianceFileUpload,
  ComplianceView,
  DocumentStatus,
  DriverDocuments,
  DriverDocumentsInput,
  FleetCar,
  FleetCarInput,
  FleetCarList,
  RestHoursView,
} from '../../../shared/contracts/compliance.ts';
import {
  addDays,
  CAR_DOCUMENTS,
  CHAUFFEUR_DOCUMENTS,
  complianceIssue,
  daysBetween,
  documentHolder,
  documentState,
  EXPIRING_WITHIN_DAYS,
  FLAG_WITHIN_DAYS,
  nyDay,
  REMINDER_DAYS,
  reminderDue,
  rideComplianceDay,
  type ComplianceDocument,
  type ComplianceFacts,
  type ComplianceIssue,
} from '../../../shared/domain/compliance.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import { sniffReceiptType } from '../extras/receipt-file.ts';
import { COMPLIANCE_FILE_MAX_BYTES } from '../../../shared/contracts/compliance.ts';
import { chauffeurReminderEmail, dispatchReminderEmail } from './compliance-emails.ts';
import { restHoursView, type RestRide, type RestService } from './rest.service.ts';
import {
  uniqueViolation,
  type ComplianceRepository,
  type FactsRow,
  type FleetCarInsert,
  type FleetCarRow,
} from './compliance.repository.ts';

/** The admin acting (the session's account). */
export interface Actor {
  id: string;
}

/** A ride the gate or the flags read: its chauffeur, pickup and return times. */
export interface ComplianceRide {
  pickupAt: Date;
  returnAt?: Date | null;
}

/** The car a registration creates for its new chauffeur (the application's vehicle and the form's documents). */
export interface RegisteredCar {
  driverId: string;
  make: string;
  model: string;
  year: number;
  color: string;
  vehicleType: FleetCarRow['vehicleType'];
  seats: number;
  plate: string;
  vin: string;
  tlcVehicleLicenseNumber: string;
  tlcVehicleLicenseExpiry: string;
  insuranceCarrier: string;
  insurancePolicyNumber: string;
  insuranceExpiry: string;
  inspectionExpiry: string;
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

const carExpiry = (car: FleetCarRow, d: (typeof CAR_DOCUMENTS)[number]) =>
  d === 'tlc_vehicle_license'
    ? car.tlcVehicleLicenseExpiry
    : d === 'insurance'
      ? car.insuranceExpiry
      : car.inspectionExpiry;

const carFacts = (car: FleetCarRow | null | undefined): ComplianceFacts['car'] =>
  car
    ? {
        tlc_vehicle_license: car.tlcVehicleLicenseExpiry,
        insurance: car.insuranceExpiry,
        inspection: car.inspectionExpiry,
      }
    : null;

type FileSummary = { id: string; contentType: string; sizeBytes: number; uploadedAt: Date };
type FileMap = Map<string, FileSummary>;
const fileKey = (subject: { driverId?: string | null; carId?: string | null }, d: ComplianceDocument) =>
  `${subject.driverId ?? ''}|${subject.carId ?? ''}|${d}`;

/** The fields of a car an admin edits, as stored (documents null when not on file). */
function carRowOf(input: FleetCarInput): Omit<FleetCarInsert, 'id' | 'driverId' | 'createdAt'> {
  return {
    make: input.make,
    model: input.model,
    year: input.year,
    color: input.color,
    vehicleType: input.vehicleType,
    seats: input.seats,
    plate: input.plate,
    tlcVehicleLicenseNumber: input.tlcVehicleLicenseNumber,
    tlcVehicleLicenseExpiry: input.tlcVehicleLicenseExpiry,
    vin: input.vin,
    insuranceCarrier: input.insuranceCarrier,
    insurancePolicyNumber: input.insurancePolicyNumber,
    insuranceExpiry: input.insuranceExpiry,
    inspectionExpiry: input.inspectionExpiry,
    owner: input.owner,
    affiliatedBaseLicense: input.affiliatedBaseLicense,
  };
}

/** The fields that changed between two versions of a record, for the audit entry. */
function changed(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return { before: b, after: a };
}

/**
 * New York compliance (decision 32): the chauffeurs' and cars' documents, the fleet and its assignments, document
 * files, the Compliance view, the base's TLC identity, the expiry reminders, and the gate every path that gives a
 * chauffeur a ride or starts one calls (`requireCompliant`, inside the caller's transaction). Every admin change
 * is audited in its transaction.
 */
export function createComplianceService(deps: {
  repo: ComplianceRepository;
  rest: RestService;
  email: EmailPort;
  publicUrl: string;
  clock?: (() => Date) | undefined;
}) {
  const { repo, email, publicUrl, rest } = deps;
  const clock = deps.clock ?? (() => new Date());

  function statusOf(
    document: ComplianceDocument,
    expiry: string | null,
    today: string,
    file: FileSummary | undefined,
  ): DocumentStatus {
    const { state, daysLeft } = documentState(expiry, today);
    return {
      document,
      expiry,
      state,
      daysLeft,
      file: file
        ? {
            id: file.id,
            contentType: file.contentType,
            sizeBytes: file.sizeBytes,
            uploadedAt: file.uploadedAt.toISOString(),
          }
        : null,
    };
  }

  function carView(car: FleetCarRow, driverName: string | null, today: string, files: FileMap): FleetCar {
    return {
      id: car.id,
      make: car.make,
      model: car.model,
      year: car.year,
      color: car.color,
      vehicleType: car.vehicleType,
      seats: car.seats,
      plate: car.plate,
      tlcVehicleLicenseNumber: car.tlcVehicleLicenseNumber,
      tlcVehicleLicenseExpiry: car.tlcVehicleLicenseExpiry,
      vin: car.vin,
      insuranceCarrier: car.insuranceCarrier,
      insurancePolicyNumber: car.insurancePolicyNumber,
      insuranceExpiry: car.insuranceExpiry,
      inspectionExpiry: car.inspectionExpiry,
      owner: car.owner,
      affiliatedBaseLicense: car.affiliatedBaseLicense,
      driver: car.driverId ? { id: car.driverId, name: driverName ?? '' } : null,
      documents: CAR_DOCUMENTS.map((d) =>
        statusOf(d, carExpiry(car, d), today, files.get(fileKey({ carId: car.id }, d))),
      ),
      createdAt: car.createdAt.toISOString(),
      updatedAt: car.updatedAt.toISOString(),
    };
  }

  async function filesOf(q: Db, driverIds: string[], carIds: string[]): Promise<FileMap> {
    const rows = await repo.latestFiles(q, { driverIds, carIds });
    return new Map(rows.map((r) => [fileKey(r, r.document), r]));
  }

  async function carViewById(q: Db, id: string): Promise<FleetCar> {
    const row = await repo.carWithDriver(q, id);
    if (!row) throw new AppError('compliance.carNotFound');
    return carView(row.car, row.driverName, nyDay(clock()), await filesOf(q, [], [id]));
  }

  async function driverView(q: Db, driverId: string): Promise<DriverDocuments> {
    const d = await repo.driverDocuments(q, driverId);
    if (!d) throw new AppError('fleet.notFound');
    const car = await repo.carOfDriver(q, driverId);
    const today = nyDay(clock());
    const files = await filesOf(q, [driverId], car ? [car.id] : []);
    const own = { tlc_driver_license: d.tlcLicenseExpiry, state_driver_license: d.stateLicenseExpiry };
    return {
      driverId,
      name: d.name,
      tlcLicenseNumber: d.tlcLicenseNumber,
      tlcLicenseExpiry: d.tlcLicenseExpiry,
      stateLicenseNumber: d.licenseNumber,
      stateLicenseState: d.stateLicenseState,
      stateLicenseExpiry: d.stateLicenseExpiry,
      documents: CHAUFFEUR_DOCUMENTS.map((doc) =>
        statusOf(doc, own[doc], today, files.get(fileKey({ driverId }, doc))),
      ),
      car: car ? carView(car, d.name, today, files) : null,
      issue: complianceIssue({ chauffeur: own, car: carFacts(car) }, today, today),
    };
  }

  /** The plate or VIN already on another car: 409 on the field (`fields` names them as the form does). */
  async function requireFree(
    q: Db,
    input: { plate: string; vin: string | null },
    exceptId: string | undefined,
    fields: { plate: string; vin: string },
  ): Promise<void> {
    const other = await repo.clash(q, input, exceptId);
    if (!other) return;
    if (other.plate === input.plate) throw AppError.onField(fields.plate, 'compliance.plateTaken');
    throw AppError.onField(fields.vin, 'compliance.vinTaken');
  }

  /** A unique index refused the write (a concurrent car took the plate or VIN): the same 409. */
  function clashError(err: unknown, fields: { plate: string; vin: string }): unknown {
    const name = uniqueViolation(err);
    if (name === 'fleet_cars_plate_key') return AppError.onField(fields.plate, 'compliance.plateTaken');
    if (name === 'fleet_cars_vin_key') return AppError.onField(fields.vin, 'compliance.vinTaken');
    return err;
  }
  const CAR_FIELDS = { plate: 'plate', vin: 'vin' };

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
     * What stops one chauffeur on each of these rides (their nearby requests): the facts read once; `today`
     * the issue as of today.
     */
    async standing(
      driverId: string,
      rides: readonly (ComplianceRide & { id: string })[],
      now: Date = clock(),
    ): Promise<{ today: ComplianceIssue | null; rides: Map<string, ComplianceIssue> }> {
      const day = nyDay(now);
      const [row] = await repo.facts(repo.db, [driverId]);
      const facts = factsOf(row);
      const out = new Map<string, ComplianceIssue>();
      for (const r of rides) {
        const issue = complianceIssue(facts, rideComplianceDay(r, now), day);
        if (issue) out.set(r.id, issue);
      }
      return { today: complianceIssue(facts, day, day), rides: out };
    },

    // -----------------------------------------------------------------------------------------------------
    // A chauffeur's documents

    driverDocuments: (driverId: string) => driverView(repo.db, driverId),

    async setDriverDocuments(
      actor: Actor,
      driverId: string,
      input: DriverDocumentsInput,
    ): Promise<DriverDocuments> {
      return repo.transaction(async (tx) => {
        const before = await repo.lockDriver(tx, driverId);
        if (!before) throw new AppError('fleet.notFound');
        const set = {
          licenseNumber: input.stateLicenseNumber,
          stateLicenseState: input.stateLicenseState,
          stateLicenseExpiry: input.stateLicenseExpiry,
          tlcLicenseNumber: input.tlcLicenseNumber,
          tlcLicenseExpiry: input.tlcLicenseExpiry,
        };
        await repo.setDriverDocuments(tx, driverId, set);
        const view = await driverView(tx, driverId);
        const diff = changed(before, set);
        await repo.audit(tx, {
          actorUserId: actor.id,
          action: 'driver.documents',
          entityType: 'driver',
          entityId: driverId,
          summary: `${view.name}: documents ${Object.keys(diff.after).length ? `changed (${Object.keys(diff.after).join(', ')})` : 'saved unchanged'}`,
          ...diff,
        });
        return view;
      });
    },

    // -----------------------------------------------------------------------------------------------------
    // The fleet

    async cars(): Promise<FleetCarList> {
      const rows = await repo.cars();
      const today = nyDay(clock());
      const files = await filesOf(
        repo.db,
        [],
        rows.map((r) => r.car.id),
      );
      return { cars: rows.map((r) => carView(r.car, r.driverName, today, files)) };
    },

    async createCar(actor: Actor, input: FleetCarInput): Promise<FleetCar> {
      const at = clock();
      try {
        return await repo.transaction(async (tx) => {
          await requireFree(tx, input, undefined, CAR_FIELDS);
          const car = await repo.insertCar(tx, { ...carRowOf(input), createdAt: at, updatedAt: at });
          await repo.audit(tx, {
            actorUserId: actor.id,
            action: 'car.create',
            entityType: 'car',
            entityId: car.id,
            summary: `${car.plate}: ${car.year} ${car.make} ${car.model} added to the fleet`,
            after: carRowOf(input),
          });
          return carViewById(tx, car.id);
        });
      } catch (err) {
        throw clashError(err, CAR_FIELDS);
      }
    },

    async updateCar(actor: Actor, id: string, input: FleetCarInput): Promise<FleetCar> {
      const at = clock();
      try {
        return await repo.transaction(async (tx) => {
          const before = await repo.car(tx, id, { lock: true });
          if (!before) throw new AppError('compliance.carNotFound');
          await requireFree(tx, input, id, CAR_FIELDS);
          const set = carRowOf(input);
          const car = await repo.updateCar(tx, id, { ...set, updatedAt: at });
          if (!car) throw new AppError('compliance.carNotFound');
          // Its chauffeur's profile carries the car's facts (class matching, the booking's vehicle).
          if (car.driverId) await repo.copyVehicleToDriver(tx, car.driverId, car);
          const diff = changed(before, set);
          await repo.audit(tx, {
            actorUserId: actor.id,
            action: 'car.update',
            entityType: 'car',
            entityId: id,
            summary: `${car.plate}: ${Object.keys(diff.after).length ? `changed (${Object.keys(diff.after).join(', ')})` : 'saved unchanged'}`,
            ...diff,
          });
          return carViewById(tx, id);
        });
      } catch (err) {
        throw clashError(err, CAR_FIELDS);
      }
    },

    /**
     * Gives the car to a chauffeur (their previous car is taken from them: one car per chauffeur, one chauffeur per
     * car) and copies its facts onto their profile; or takes it from its chauffeur (`driverId` null).
     */
    async assignCar(actor: Actor, id: string, input: CarAssign): Promise<FleetCar> {
      const at = clock();
      return repo.transaction(async (tx) => {
        const car = await repo.car(tx, id, { lock: true });
        if (!car) throw new AppError('compliance.carNotFound');
        const to = input.driverId;
        if (to !== null && !(await repo.lockDriver(tx, to))) throw new AppError('fleet.notFound');
        if (car.driverId === to) return carViewById(tx, id);
        const released = to ? await repo.unassignCarsOf(tx, to, at, id) : [];
        const updated = await repo.updateCar(tx, id, { driverId: to, updatedAt: at });
        if (!updated) throw new AppError('compliance.carNotFound');
        if (to) await repo.copyVehicleToDriver(tx, to, updated);
        const view = await carViewById(tx, id);
        await repo.audit(tx, {
          actorUserId: actor.id,
          action: 'car.assign',
          entityType: 'car',
          entityId: id,
          summary: to
            ? `${car.plate}: assigned to ${view.driver?.name ?? to}${released.length ? ` (their car ${released.map((r) => r.plate).join(', ')} unassigned)` : ''}`
            : `${car.plate}: unassigned`,
          before: { driverId: car.driverId },
          after: { driverId: to, ...(released.length ? { unassignedCars: released.map((r) => r.id) } : {}) },
        });
        return view;
      });
    },

    /**
     * The car a driver registration creates, assigned to the new chauffeur, in the registration's transaction
     * (`q`): 409 on `licensePlate` / `vin` when another car has them.
     */
    async registerCar(q: Db, input: RegisteredCar): Promise<FleetCarRow> {
      const fields = { plate: 'licensePlate', vin: 'vin' };
      await requireFree(q, input, undefined, fields);
      const at = clock();
      try {
        return await repo.insertCar(q, { ...input, owner: 'chauffeur', createdAt: at, updatedAt: at });
      } catch (err) {
        throw clashError(err, fields);
      }
    },

    // -----------------------------------------------------------------------------------------------------
    // Files

    async uploadFile(actor: Actor, input: ComplianceFileUpload): Promise<ComplianceFile> {
      const bytes = Buffer.from(input.file, 'base64');
      if (bytes.length > COMPLIANCE_FILE_MAX_BYTES) throw AppError.onField('file', 'compliance.fileTooLarge');
      const type = bytes.length > 0 ? sniffReceiptType(bytes) : null;
      if (!type) throw AppError.onField('file', 'compliance.fileType');
      const holder = input.driverId ? 'chauffeur' : 'car';
      if (documentHolder(input.document) !== holder)
        throw AppError.onField('document', 'compliance.documentNotOfSubject');
      return repo.transaction(async (tx) => {
        let label: string;
        if (input.driverId) {
          const d = await repo.driverDocuments(tx, input.driverId);
          if (!d) throw new AppError('fleet.notFound');
          label = d.name;
        } else {
          const car = await repo.car(tx, input.carId ?? '');
          if (!car) throw new AppError('compliance.carNotFound');
          label = car.plate;
        }
        const sha256 = createHash('sha256').update(bytes).digest('hex');
        const row = await repo.insertFile(tx, {
          document: input.document,
          driverId: input.driverId ?? null,
          carId: input.carId ?? null,
          contentType: type,
          data: bytes.toString('base64'),
          sizeBytes: bytes.length,
          sha256,
          uploadedBy: actor.id,
          // Stamped by the database (its clock orders the uploads: the newest is the one on file).
        });
        await repo.audit(tx, {
          actorUserId: actor.id,
          action: 'compliance.file',
          entityType: input.driverId ? 'driver' : 'car',
          entityId: (input.driverId ?? input.carId) as string,
          summary: `${label}: ${input.document} file uploaded (${type}, ${bytes.length} bytes)`,
          after: {
            fileId: row.id,
            document: input.document,
            contentType: type,
            sizeBytes: bytes.length,
            sha256,
          },
        });
        return {
          id: row.id,
          document: row.document,
          driverId: row.driverId,
          carId: row.carId,
          contentType: type,
          sizeBytes: row.sizeBytes,
          sha256: row.sha256,
          uploadedAt: row.uploadedAt.toISOString(),
        };
      });
    },

    async file(id: string): Promise<{ type: string; bytes: Buffer }> {
      const row = await repo.file(id);
      if (!row) throw new AppError('compliance.fileNotFound');
      return { type: row.contentType, bytes: Buffer.from(row.data, 'base64') };
    },

    // -----------------------------------------------------------------------------------------------------
    // The Compliance view

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

    // -----------------------------------------------------------------------------------------------------
    // Reminders

    /**
     * The expiry reminders due on `now`'s New York day (REMINDER_DAYS before each expiry, REMINDER_DAYS's smallest
     * step not yet passed): each claimed by its unique row and emailed to the chauffeur (their language) and every
     * admin in the same transaction, so however many runs and processes, each is sent once.
     */
    async sendReminders(now: Date = clock()): Promise<{ sent: number }> {
      const today = nyDay(now);
      const docs = await repo.expiringDocuments(today, addDays(today, Math.max(...REMINDER_DAYS)));
      let sent = 0;
      for (const d of docs) {
        const step = reminderDue(d.expiry, today);
        if (step === null) continue;
        const done = await repo.transaction(async (tx) => {
          const claimed = await repo.claimReminder(tx, {
            document: d.document,
            subjectId: d.subjectId,
            expiry: d.expiry,
            daysBefore: step,
            at: now,
          });
          if (!claimed) return false;
          const chauffeur = d.driverId ? await repo.contact(tx, d.driverId) : undefined;
          const facts = {
            document: d.document,
            expiry: d.expiry,
            daysLeft: daysBetween(today, d.expiry),
            chauffeur: chauffeur?.name ?? null,
            plate: d.plate,
          };
          if (chauffeur) await email.record(chauffeurReminderEmail(chauffeur, facts, publicUrl), tx);
          for (const admin of await repo.admins(tx))
            await email.record(dispatchReminderEmail(admin, facts, publicUrl), tx);
          return true;
        });
        if (done) sent += 1;
      }
      if (sent > 0) email.kick();
      return { sent };
    },
  };
}
export type ComplianceService = ReturnType<typeof createComplianceService>;
