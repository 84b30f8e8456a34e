import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { AdminAttention } from '../../../shared/contracts/admin-attention.ts';
import type { Db } from '../../db/client.ts';
import { bookingStatusHistory, bookings } from '../../db/schema/bookings.ts';
import { driverApplications } from '../../db/schema/drivers.ts';

/** The actor of a booking's latest status move (the history's last row). */
const lastActor = sql<string | null>`(
  select ${bookingStatusHistory.actorRole} from ${bookingStatusHistory}
  where ${bookingStatusHistory.bookingId} = ${bookings.id}
  order by ${bookingStatusHistory.createdAt} desc, ${bookingStatusHistory.id} desc
  limit 1
)`;

/** The back office header's counts: two aggregates (bookings with a FILTER, pending applications). */
export function createAdminAttentionRepository(db: Db) {
  return {
    async counts(): Promise<AdminAttention> {
      const [[rides], [applications]] = await Promise.all([
        db
          .select({
            unassigned: sql<number>`count(*)::int`,
            dropped: sql<number>`(count(*) filter (where ${lastActor} = 'driver'))::int`,
          })
          .from(bookings)
          .where(
            and(eq(bookings.status, 'confirmed'), isNotNull(bookings.paidAt), isNull(bookings.driverId)),
          ),
        db.select({ n: count() }).from(driverApplications).where(eq(driverApplications.status, 'pending')),
      ]);
      return {
        unassigned: Number(rides?.unassigned ?? 0),
        dropped: Number(rides?.dropped ?? 0),
        applications: Number(applications?.n ?? 0),
      };
    },
  };
}
