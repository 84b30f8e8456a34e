import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { queueFrom, redUntil } from '../../../shared/domain/dispatch-board.ts';
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

/**
 * The back office header's counts: two aggregates (bookings with a FILTER, pending applications). `urgent`
 * (issue 36): the red ones of the dispatch board's queue at `now` (pickup within 2 hours, or up to an hour late).
 */
export function createAdminAttentionRepository(db: Db) {
  return {
    async counts(now: Date): Promise<AdminAttention> {
      const from = queueFrom(now).toISOString();
      const until = redUntil(now).toISOString();
      const [[rides], [applications]] = await Promise.all([
        db
          .select({
            unassigned: sql<number>`count(*)::int`,
            dropped: sql<number>`(count(*) filter (where ${lastActor} = 'driver'))::int`,
            urgent: sql<number>`(count(*) filter (where ${bookings.pickupAt} >= ${from}::timestamptz
              and ${bookings.pickupAt} <= ${until}::timestamptz))::int`,
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
        urgent: Number(rides?.urgent ?? 0),
        applications: Number(applications?.n ?? 0),
      };
    },
  };
}
