import type { ContactMessage, MessageList, MessageListQuery } from '../../../shared/contracts/admin-ops.ts';
import { AppError } from '../../../shared/errors.ts';
import type { AdminMessagesRepository } from './admin-messages.repository.ts';
import { isUuid, paging } from './admin-query.ts';

type Row = NonNullable<Awaited<ReturnType<AdminMessagesRepository['find']>>>;

function toMessage(row: Row): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: row.handledBy,
  };
}

/**
 * The contact-form messages of the back office (GET /api/admin/messages, PATCH /api/admin/messages/{id}):
 * open ones first in the admin's mind, so `open` is the default filter, and a handled flag with who set it.
 */
export function createAdminMessagesService(deps: {
  repo: AdminMessagesRepository;
  clock?: (() => Date) | undefined;
}) {
  const { repo } = deps;
  const now = deps.clock ?? (() => new Date());

  return {
    async list(query: MessageListQuery): Promise<MessageList> {
      const { page, pageSize, offset } = paging(query);
      const { rows, total, openCount } = await repo.list(
        { state: query.state ?? 'open', q: query.q || undefined },
        { limit: pageSize, offset },
      );
      return { messages: rows.map(toMessage), openCount, total, page, pageSize };
    },

    /** Marks the message handled or open again; asking for the state it is already in changes nothing. */
    async setHandled(id: string, handled: boolean, admin: { id: string }): Promise<ContactMessage> {
      if (!isUuid(id)) throw new AppError('messages.notFound');
      const changed = await repo.setHandled(id, handled, admin.id, now(), (before, after) => ({
        actorUserId: admin.id,
        action: 'message.handled',
        entityType: 'message',
        entityId: id,
        summary: `Message from ${before.name} <${before.email}> (${before.subject}) ${
          handled ? 'marked handled' : 'reopened'
        }`,
        before: {
          handled: before.handledAt !== null,
          handledAt: before.handledAt?.toISOString() ?? null,
          handledBy: before.handledBy,
        },
        after: {
          handled: after.handledAt !== null,
          handledAt: after.handledAt?.toISOString() ?? null,
          handledBy: after.handledBy,
        },
      }));
      if (changed === undefined) throw new AppError('messages.notFound');
      const row = await repo.find(id);
      if (!row) throw new AppError('messages.notFound');
      return toMessage(row);
    },
  };
}
