import { and, asc, desc, eq, gte, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ComplianceDocument } from '../../../shared/domain/compliance.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { baseSettings, complianceFiles, complianceReminders, fleetCars } from '../../db/schema/compliance.ts';
import { drivers } from '../../db/schema/drivers.ts';
import { type AuditEntryInput, recordAudit } from '../admin/audit.ts';

export type FleetCarRow = typeof fleetCars.$inferSelect;
export type FleetCarInsert = typeof fleetCars.$inferInsert;
export type ComplianceFileRow = typeof complianceFiles.$inferSelect;
export type BaseSettingsRow = typeof baseSettings.$inferSelect;

/** Postgres unique_violation (the same code through pg and PGlite): the constraint's name, else null. */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

const personName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** A car with its chauffeur's name (null when unassigned). */
const carWithDriver = { car: fleetCars, driverName: sql<string | null>`${personName}` };

/** The chauffeur's own documents (columns of `drivers`). */
const driverDocumentColumns = {
  userId: drivers.userId,
  licenseNumber: drivers.licenseNumber,
  stateLicenseState: drivers.stateLicenseState,
  stateLicenseExpiry: drivers.stateLicenseExpiry,
  tlcLicenseNumber: drivers.tlcLicenseNumber,
  tlcLicenseExpiry: drivers.tlcLicenseExpiry,
};

/** The expiry dates the gate reads: the chauffeur's and their car's (null columns when no car). */
export interface FactsRow {
  driverId: string;
  tlcLicenseExpiry: string | null;
  stateLicenseExpiry: string | null;
  carId: string | null;
  tlcVehicleLicenseExpiry: string | null;
  insuranceExpiry: string | null;
  inspectionExpiry: string | null;
}

const factsColumns = {
  driverId: drivers.userId,
  tlcLicenseExpiry: drivers.tlcLicenseExpiry,
  stateLicenseExpiry: drivers.stateLicenseExpiry,
  carId: fleetCars.id,
  tlcVehicleLicenseExpiry: fleetCars.tlcVehicleLicenseExpiry,
  insuranceExpiry: fleetCars.insuranceExpiry,
  inspectionExpiry: fleetCars.inspectionExpiry,
};

/** One dated document a reminder may be due for, with whom to tell. */
export interface ExpiringDocument {
  document: ComplianceDocument;
  /** The chauffeur's user id (their documents) or the car's id. */
  subjectId: string;
  expiry: string;
  /** The chauffeur told (the car's chauffeur for a car's document); null for an unassigned car. */
  driverId: string | null;
  plate: string | null;
}

/**
 * New York compliance's reads and writes (decision 32): the chauffeurs' document columns, the fleet, the files,
 * the reminders sent and the base's settings. Every function takes the connection to run on (`q`: the database or
 * a transaction), so the gate and the registration run inside their caller's transaction.
 */
export function createComplianceRepository(db: Db) {
  return {
    db,
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx as unknown as Db));
    },

    /** Records an admin's change in the audit log, in `q` (the change's transaction). */
    audit: (q: Db, entry: AuditEntryInput) => recordAudit(q, entry),

    /** The gate's facts of some chauffeurs (one row each; those without a profile are absent). */
    async facts(q: Db, driverIds: string[]): Promise<FactsRow[]> {
      if (driverIds.length === 0) return [];
      return q
        .select(factsColumns)
        .from(drivers)
        .leftJoin(fleetCars, eq(fleetCars.driverId, drivers.userId))
        .where(inArray(drivers.userId, driverIds));
    },

    // ---------------------------------------------------------------------------------------------------
    // Chauffeurs

    /** A chauffeur's documents and name; undefined when the account has no driver profile. */
    async driverDocuments(q: Db, driverId: string) {
      const [row] = await q
        .select({ ...driverDocumentColumns, name: personName })
        .from(drivers)
        .innerJoin(users, eq(users.id, drivers.userId))
        .where(eq(drivers.userId, driverId));
      return row;
    },

    /** The chauffeur's row locked for update (assignments of cars and documents of one chauffeur queue). */
    async lockDriver(q: Db, driverId: string) {
      const [row] = await q
        .select({ ...driverDocumentColumns })
        .from(drivers)
        .where(eq(drivers.userId, driverId))
        .for('update');
      return row;
    },

    async setDriverDocuments(
      q: Db,
      driverId: string,
      set: Pick<
        typeof drivers.$inferInsert,
        'licenseNumber' | 'stateLicenseState' | 'stateLicenseExpiry' | 'tlcLicenseNumber' | 'tlcLicenseExpiry'
      >,
    ): Promise<void> {
      await q.update(drivers).set(set).where(eq(drivers.userId, driverId));
    },

    /** The car's make, model, year, colour, plate and category copied onto its chauffeur's profile. */
    async copyVehicleToDriver(q: Db, driverId: string, car: FleetCarRow): Promise<void> {
      await q
        .update(drivers)
        .set({
          vehicleMake: car.make,
          vehicleModel: car.model,
          vehicleYear: String(car.year),
          vehicleColor: car.color,
          vehicleType: car.vehicleType,
          licensePlate: car.plate,
        })
        .where(eq(drivers.userId, driverId));
    },

    /** Every chauffeur (role driver, with a profile): account, status and own documents. */
    async chauffeurs(q: Db = db) {
      return q
        .select({
          ...driverDocumentColumns,
          status: drivers.status,
          name: personName,
          email: users.email,
          phone: users.phone,
        })
        .from(drivers)
        .innerJoin(users, eq(users.id, drivers.userId))
        .where(eq(users.role, 'driver'))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
    },

    // ---------------------------------------------------------------------------------------------------
    // Fleet cars

    async cars(q: Db = db) {
      return q
        .select(carWithDriver)
        .from(fleetCars)
        .leftJoin(users, eq(users.id, fleetCars.driverId))
        .orderBy(asc(fleetCars.make), asc(fleetCars.model), asc(fleetCars.plate));
    },

    async car(q: Db, id: string, opts: { lock?: boolean } = {}) {
      const query = q.select().from(fleetCars).where(eq(fleetCars.id, id));
      const [row] = opts.lock ? await query.for('update') : await query;
      return row;
    },

    async carWithDriver(q: Db, id: string) {
      const [row] = await q
        .select(carWithDriver)
        .from(fleetCars)
        .leftJoin(users, eq(users.id, fleetCars.driverId))
        .where(eq(fleetCars.id, id));
      return row;
    },

    async carOfDriver(q: Db, driverId: string) {
      const [row] = await q.select().from(fleetCars).where(eq(fleetCars.driverId, driverId));
      return row;
    },

    /** Another car with this plate or VIN (`exceptId`: the car being edited). */
    async clash(q: Db, input: { plate: string; vin: string | null }, exceptId?: string) {
      const same = input.vin
        ? or(eq(fleetCars.plate, input.plate), eq(fleetCars.vin, input.vin))
        : eq(fleetCars.plate, input.plate);
      const [row] = await q
        .select({ plate: fleetCars.plate, vin: fleetCars.vin })
        .from(fleetCars)
        .where(exceptId ? and(same, ne(fleetCars.id, exceptId)) : same)
        .limit(1);
      return row;
    },

    async insertCar(q: Db, row: FleetCarInsert): Promise<FleetCarRow> {
      const [created] = await q.insert(fleetCars).values(row).returning();
      if (!created) throw new Error('fleet car insert returned no row');
      return created;
    },

    async updateCar(q: Db, id: string, set: Partial<FleetCarInsert>): Promise<FleetCarRow | undefined> {
      const [row] = await q.update(fleetCars).set(set).where(eq(fleetCars.id, id)).returning();
      return row;
    },

    /** Takes a car from its chauffeur (the unique index allows one car per chauffeur). */
    async unassignCarsOf(q: Db, driverId: string, at: Date, exceptId?: string) {
      return q
        .update(fleetCars)
        .set({ driverId: null, updatedAt: at })
        .where(
          exceptId
            ? and(eq(fleetCars.driverId, driverId), ne(fleetCars.id, exceptId))
            : eq(fleetCars.driverId, driverId),
        )
        .returning({ id: fleetCars.id, plate: fleetCars.plate });
    },

    // ---------------------------------------------------------------------------------------------------
    // Files

    async insertFile(q: Db, row: typeof complianceFiles.$inferInsert): Promise<ComplianceFileRow> {
      const [created] = await q.insert(complianceFiles).values(row).returning();
      if (!created) throw new Error('compliance file insert returned no row');
      return created;
    },

    async file(id: string) {
      const [row] = await db.select().from(complianceFiles).where(eq(complianceFiles.id, id));
      return row;
    },

    /** The newest file of each document of these chauffeurs and cars (without their bytes). */
    async latestFiles(q: Db, subjects: { driverIds: string[]; carIds: string[] }) {
      const conditions = [];
      if (subjects.driverIds.length) conditions.push(inArray(complianceFiles.driverId, subjects.driverIds));
      if (subjects.carIds.length) conditions.push(inArray(complianceFiles.carId, subjects.carIds));
      if (conditions.length === 0) return [];
      return q
        .selectDistinctOn([complianceFiles.driverId, complianceFiles.carId, complianceFiles.document], {
          id: complianceFiles.id,
          document: complianceFiles.document,
          driverId: complianceFiles.driverId,
          carId: complianceFiles.carId,
          contentType: complianceFiles.contentType,
          sizeBytes: complianceFiles.sizeBytes,
          uploadedAt: complianceFiles.uploadedAt,
        })
        .from(complianceFiles)
        .where(or(...conditions))
        .orderBy(
          complianceFiles.driverId,
          complianceFiles.carId,
          complianceFiles.document,
          desc(complianceFiles.uploadedAt),
          desc(complianceFiles.id),
        );
    },

    // ---------------------------------------------------------------------------------------------------
    // Base settings

    async baseSettings(q: Db = db): Promise<BaseSettingsRow | undefined> {
      const [row] = await q.select().from(baseSettings).where(eq(baseSettings.id, 1));
      return row;
    },

    async saveBaseSettings(
      q: Db,
      set: { tlcBaseLicense: string; baseName: string; updatedBy: string; updatedAt: Date },
    ): Promise<BaseSettingsRow> {
      const [row] = await q
        .insert(baseSettings)
        .values({ id: 1, ...set })
        .onConflictDoUpdate({ target: baseSettings.id, set })
        .returning();
      if (!row) throw new Error('base settings upsert returned no row');
      return row;
    },

    // ---------------------------------------------------------------------------------------------------
    // Reminders

    /**
     * Every dated document expiring between `from` and `until` (New York days, inclusive): the chauffeurs' (of
     * driver accounts) and the cars', each with the chauffeur to tell.
     */
    async expiringDocuments(from: string, until: string): Promise<ExpiringDocument[]> {
      const inRange = (col: AnyPgColumn) => and(isNotNull(col), gte(col, from), lte(col, until));
      const chauffeurs = await db
        .select({
          userId: drivers.userId,
          tlc: drivers.tlcLicenseExpiry,
          state: drivers.stateLicenseExpiry,
        })
        .from(drivers)
        .innerJoin(users, eq(users.id, drivers.userId))
        .where(
          and(
            eq(users.role, 'driver'),
            or(inRange(drivers.tlcLicenseExpiry), inRange(drivers.stateLicenseExpiry)),
          ),
        );
      const cars = await db
        .select({
          id: fleetCars.id,
          driverId: fleetCars.driverId,
          plate: fleetCars.plate,
          tlc: fleetCars.tlcVehicleLicenseExpiry,
          insurance: fleetCars.insuranceExpiry,
          inspection: fleetCars.inspectionExpiry,
        })
        .from(fleetCars)
        .where(
          or(
            inRange(fleetCars.tlcVehicleLicenseExpiry),
            inRange(fleetCars.insuranceExpiry),
            inRange(fleetCars.inspectionExpiry),
          ),
        );
      const out: ExpiringDocument[] = [];
      const within = (d: string | null): d is string => d !== null && d >= from && d <= until;
      for (const c of chauffeurs) {
        const base = { subjectId: c.userId, driverId: c.userId, plate: null };
        if (within(c.tlc)) out.push({ ...base, document: 'tlc_driver_license', expiry: c.tlc });
        if (within(c.state)) out.push({ ...base, document: 'state_driver_license', expiry: c.state });
      }
      for (const c of cars) {
        const base = { subjectId: c.id, driverId: c.driverId, plate: c.plate };
        if (within(c.tlc)) out.push({ ...base, document: 'tlc_vehicle_license', expiry: c.tlc });
        if (within(c.insurance)) out.push({ ...base, document: 'insurance', expiry: c.insurance });
        if (within(c.inspection)) out.push({ ...base, document: 'inspection', expiry: c.inspection });
      }
      return out;
    },

    /** Claims one reminder: true for exactly one caller (the unique key; a second one waits, then gets false). */
    async claimReminder(
      q: Db,
      row: { document: ComplianceDocument; subjectId: string; expiry: string; daysBefore: number; at: Date },
    ): Promise<boolean> {
      const claimed = await q
        .insert(complianceReminders)
        .values({
          document: row.document,
          subjectId: row.subjectId,
          expiry: row.expiry,
          daysBefore: row.daysBefore,
          sentAt: row.at,
        })
        .onConflictDoNothing()
        .returning({ id: complianceReminders.id });
      return claimed.length === 1;
    },

    /** A person to email: their address, language and first name. */
    async contact(q: Db, userId: string) {
      const [row] = await q
        .select({ email: users.email, locale: users.locale, firstName: users.firstName, name: personName })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    async admins(q: Db = db) {
      return q
        .select({ email: users.email, locale: users.locale, firstName: users.firstName })
        .from(users)
        .where(eq(users.role, 'admin'));
    },
  };
}
export type ComplianceRepository = ReturnType<typeof createComplianceRepository>;
