import type { Db } from '../../db/client.ts';
import { driverApplications } from '../../db/schema/drivers.ts';

/** Postgres unique_violation (the same code through pg and PGlite), on the named constraint or index. */
function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && (name === undefined || name === constraint)) return true;
  }
  return false;
}

const PENDING_EMAIL_KEY = 'driver_applications_pending_email_key';

export function createDriversRepository(db: Db) {
  return {
    /**
     * Stores a pending application; null when the email already has one pending (the partial unique index
     * decides, so two concurrent submissions cannot both be stored).
     */
    async insertApplication(
      row: typeof driverApplications.$inferInsert,
    ): Promise<{ id: string; status: 'pending' | 'approved' | 'rejected' } | null> {
      try {
        const [created] = await db
          .insert(driverApplications)
          .values(row)
          .returning({ id: driverApplications.id, status: driverApplications.status });
        if (!created) throw new Error('driver application insert returned no row');
        return created;
      } catch (err) {
        if (isUniqueViolation(err, PENDING_EMAIL_KEY)) return null;
        throw err;
      }
    },
  };
}
export type DriversRepository = ReturnType<typeof createDriversRepository>;
