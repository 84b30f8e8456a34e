import type { AuditList, AuditListQuery } from '../../../shared/contracts/admin-ops.ts';
import { AppError } from '../../../shared/errors.ts';
import { BOOKING_NUMBER_PATTERN } from '../bookings/booking-number.ts';
import type { AdminAuditRepository } from './admin-audit.repository.ts';
import { isUuid, nyDateRange, paging } from './admin-query.ts';

/**
 * The audit log of admin actions (GET /api/admin/audit): newest first, filtered by action, record, admin and
 * New York dates, with the admins who appear in it for the actor filter.
 */
export function createAdminAuditService(deps: { repo: AdminAuditRepository }) {
  const { repo } = deps;

  /**
   * The ids an entity filter matches: the id as given and, for a booking (by type, or when no type is chosen),
   * its number as well as its id, whichever of the two was typed.
   */
  async function entityIds(query: AuditListQuery): Promise<string[] | undefined> {
    const given = query.entityId;
    if (!given) return undefined;
    if (query.entityType && query.entityType !== 'booking') return [given];
    const upper = given.toUpperCase();
    const ref = BOOKING_NUMBER_PATTERN.test(upper)
      ? { number: upper }
      : isUuid(given)
        ? { id: given.toLowerCase() }
        : undefined;
    const booking = ref ? await repo.booking(ref) : undefined;
    return [...new Set([given, ...(booking ? [booking.id, booking.number] : [])])];
  }

  return {
    async list(query: AuditListQuery): Promise<AuditList> {
      const { start, end } = nyDateRange(query.from, query.to);
      if (query.actorId && !isUuid(query.actorId)) throw AppError.onField('actorId', 'audit.actorInvalid');
      const { page, pageSize, offset } = paging(query);
      const [ids, actors] = await Promise.all([entityIds(query), repo.actors()]);
      const { rows, total } = await repo.list(
        {
          action: query.action,
          entityType: query.entityType,
          entityIds: ids,
          actorId: query.actorId?.toLowerCase(),
          start,
          end,
        },
        { limit: pageSize, offset },
      );
      return {
        entries: rows.map(({ entry, actorName, actorEmail }) => ({
          id: entry.id,
          at: entry.createdAt.toISOString(),
          actor:
            entry.actorUserId && actorName !== null && actorEmail !== null
              ? { id: entry.actorUserId, name: actorName, email: actorEmail }
              : null,
          action: entry.action,
          entityType: entry.entityType,
          entityId: entry.entityId,
          summary: entry.summary,
          before: entry.before ?? null,
          after: entry.after ?? null,
        })),
        actors,
        total,
        page,
        pageSize,
      };
    },
  };
}
