import { createHash } from 'node:crypto';
import type {
  CarAssign,
  ComplianceFile,
  ComplianceFileUpload,
  DriverDocuments,
  DriverDocumentsInput,
  FleetCar,
  FleetCarInput,
  FleetCarList,
} from '../../../shared/contracts/compliance.ts';
import { COMPLIANCE_FILE_MAX_BYTES } from '../../../shared/contracts/compliance.ts';
import {
  CHAUFFEUR_DOCUMENTS,
  complianceIssue,
  documentHolder,
  nyDay,
} from '../../../shared/domain/compliance.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import { sniffReceiptType } from '../extras/receipt-file.ts';
import { carFacts, carView, fileKey, filesOf, statusOf } from './compliance-document-views.ts';
import {
  uniqueViolation,
  type ComplianceRepository,
  type FleetCarInsert,
  type FleetCarRow,
} from './compliance.repository.ts';

/** The admin acting (the session's account). */
export interface Actor {
  id: string;
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
 * The fleet (decision 32): the chauffeurs' documents, the cars and their assignments, the car a driver
 * registration creates, and the documents' files. Every admin change is audited in its transaction.
 */
export function createFleetService(deps: { repo: ComplianceRepository; clock?: (() => Date) | undefined }) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function carViewById(q: Db, id: string): Promise<FleetCar> {
    const row = await repo.carWithDriver(q, id);
    if (!row) throw new AppError('compliance.carNotFound');
    return carView(row.car, row.driverName, nyDay(clock()), await filesOf(repo, q, [], [id]));
  }

  async function driverView(q: Db, driverId: string): Promise<DriverDocuments> {
    const d = await repo.driverDocuments(q, driverId);
    if (!d) throw new AppError('fleet.notFound');
    const car = await repo.carOfDriver(q, driverId);
    const today = nyDay(clock());
    const files = await filesOf(repo, q, [driverId], car ? [car.id] : []);
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
        repo,
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
  };
}
export type FleetService = ReturnType<typeof createFleetService>;
