import type { FastifyBaseLogger } from 'fastify';
import type { PushPayload } from '../../../shared/contracts/push.ts';
import { isGsm7, smsSegments, toGsm7 } from '../../../shared/domain/gsm7.ts';
import { toE164 } from '../../../shared/domain/phone-e164.ts';
import { DRIVER_VEHICLE_TYPES } from '../../../shared/contracts/drivers.ts';
import { driverClass } from '../../../shared/domain/vehicle-class.ts';
import type { EmailKind } from '../../../shared/email-kinds.ts';
import type { Db } from '../../db/client.ts';
import type { OutboxRepository } from '../../integrations/email/email.repository.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import { OPTED_OUT } from '../../integrations/messaging/channel-deliverers.ts';
import type { MessagingRepository } from '../../integrations/messaging/messaging.repository.ts';
import { bookingClass } from '../trips/ride-availability.ts';
import { assignedPush, assignedSms, nearbyPush } from './driver-notices.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

export interface SmsNotice {
  /** A phone number as the person wrote it: normalised to E.164 (US by default). */
  to: string;
  body: string;
  bookingId?: string | undefined;
  kind: EmailKind;
}

export type PushNotice = ({ userId: string } | { guestId: string }) & {
  payload: PushPayload;
  bookingId?: string | undefined;
  kind: EmailKind;
};

/** The facts of a ride a chauffeur's notice names. */
export interface RideNoticeFacts {
  id: string;
  number: string;
  pickupAt: Date;
  vehicleId: string;
  pickupLat: number | null;
  pickupLng: number | null;
}

/** An SMS body in GSM-7 when that keeps it to fewer segments (accents dropped rather than paying for UCS-2). */
function smsBody(body: string): string {
  if (isGsm7(body)) return body;
  const plain = toGsm7(body);
  return isGsm7(plain) && smsSegments(plain).segments < smsSegments(body).segments ? plain : body;
}

/**
 * Reaching people by SMS and web push (decision 30). Other modules call it inside the transaction of the change
 * they report: each message is an outbox row (one per push subscription), `pending` when its channel is
 * configured, `stored` when not, and an SMS to a number that answered STOP is kept `skipped`. After the commit
 * `committed()` asks the outbox's dispatcher to deliver.
 */
export function createNotificationsService(deps: {
  outbox: OutboxRepository;
  messaging: MessagingRepository;
  email: Pick<EmailPort, 'delivers' | 'kick'>;
  repo: NotificationsRepository;
  radiusMiles: number;
  log: FastifyBaseLogger;
  clock?: (() => Date) | undefined;
}) {
  const { outbox, messaging, email, log } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function enqueueSms(q: Db, notice: SmsNotice): Promise<string | null> {
    const to = toE164(notice.to);
    if (!to) {
      log.warn({ kind: notice.kind, bookingId: notice.bookingId }, 'SMS not written: no valid phone number');
      return null;
    }
    const optedOut = await messaging.isOptedOut(to, q);
    return outbox.insertChannel(
      {
        channel: 'sms',
        to,
        subject: '',
        text: smsBody(notice.body),
        kind: notice.kind,
        bookingId: notice.bookingId,
      },
      optedOut
        ? { status: 'skipped', at: clock(), reason: OPTED_OUT }
        : { status: email.delivers('sms') ? 'pending' : 'stored', at: clock() },
      q,
    );
  }

  type Subscription = Awaited<ReturnType<typeof messaging.subscriptionsOf>>[number];

  /** One outbox row per subscription: the push of `payload` to that browser. */
  async function writePushes(
    q: Db,
    subs: readonly Subscription[],
    notice: Omit<PushNotice, 'userId' | 'guestId'>,
  ): Promise<string[]> {
    const ids: string[] = [];
    for (const sub of subs) {
      ids.push(
        await outbox.insertChannel(
          {
            channel: 'push',
            to: sub.ownerEmail,
            subject: notice.payload.title,
            text: notice.payload.body,
            kind: notice.kind,
            bookingId: notice.bookingId,
            pushSubscriptionId: sub.id,
            pushPayload: notice.payload,
          },
          { status: email.delivers('push') ? 'pending' : 'stored', at: clock() },
          q,
        ),
      );
    }
    return ids;
  }

  async function enqueuePush(q: Db, notice: PushNotice): Promise<string[]> {
    const subs = await messaging.subscriptionsOf(
      'userId' in notice ? { userIds: [notice.userId] } : { guestIds: [notice.guestId] },
      q,
    );
    return writePushes(q, subs, notice);
  }

  return {
    enqueueSms,
    enqueuePush,
    /** Asks the dispatcher to deliver what a committed transaction wrote. */
    committed(): void {
      email.kick();
    },
    /**
     * The chauffeur's push (to each browser they allowed) and SMS (when their account has a phone) that dispatch
     * assigned them `b`, in their language, written in `q`.
     */
    async driverAssigned(
      q: Db,
      b: RideNoticeFacts,
      driver: { userId: string; locale: 'en' | 'es'; phone: string | null },
    ): Promise<void> {
      await enqueuePush(q, {
        userId: driver.userId,
        payload: assignedPush(b, driver.locale),
        bookingId: b.id,
        kind: 'driver-job-assigned',
      });
      if (driver.phone) {
        await enqueueSms(q, {
          to: driver.phone,
          body: assignedSms(b, driver.locale),
          bookingId: b.id,
          kind: 'driver-job-assigned',
        });
      }
    },
    /**
     * A push to every on-duty chauffeur of the ride's class whose last position is within the nearby radius of
     * its pickup (who now sees it among their nearby requests), written in `q`, the confirming transaction.
     * The number of chauffeurs told.
     */
    async nearbyRequest(q: Db, b: RideNoticeFacts): Promise<number> {
      if (b.pickupLat === null || b.pickupLng === null) return 0;
      const cls = bookingClass(b.vehicleId);
      const near = await deps.repo.driversNear(
        {
          lat: b.pickupLat,
          lng: b.pickupLng,
          radiusMiles: deps.radiusMiles,
          vehicleTypes: DRIVER_VEHICLE_TYPES.filter((t) => driverClass(t) === cls),
        },
        q,
      );
      if (near.length === 0) return 0;
      // Every chauffeur's browsers in one read (one per chauffeur was 150 reads in the confirming transaction
      // with 200 chauffeurs on duty: npm run bench), then one row per browser in its owner's language.
      const subs = await messaging.subscriptionsOf({ userIds: near.map((d) => d.userId) }, q);
      for (const d of near) {
        const own = subs.filter((s) => s.userId === d.userId);
        if (own.length === 0) continue;
        await writePushes(q, own, {
          payload: nearbyPush(b, d.locale),
          bookingId: b.id,
          kind: 'driver-nearby-request',
        });
      }
      return near.length;
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
