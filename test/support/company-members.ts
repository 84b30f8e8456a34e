import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Company } from '../../src/shared/contracts/companies.ts';
import type { BookingStatus } from '../../src/shared/domain/booking-status.ts';
import type { Database } from '../../src/server/db/client.ts';
import { bookings } from '../../src/server/db/schema/bookings.ts';
import { companyInvitations } from '../../src/server/db/schema/companies.ts';
import { hashToken } from '../../src/server/modules/auth/tokens.ts';
import { nextIp, sessionCookie } from './accounts.ts';
import { adminCall } from './admin.ts';
import { insertBooking } from './bookings.ts';
import { outboxFor } from './outbox.ts';

/**
 * Companies and their members for the API tests of decision 056: a company made through the admins' API, people
 * invited and joined through the invitation link (signed out: the account is created), rides on the company's
 * account straight in the database.
 */

let n = 0;
export async function createCompany(
  app: FastifyInstance,
  adminCookie: string,
  over: Record<string, unknown> = {},
): Promise<Company> {
  const res = await adminCall<Company>(app, 'POST', '/api/admin/companies', adminCookie, {
    legalName: `Hudson & Pike ${++n}${Math.random().toString(36).slice(2, 6)} LLP`,
    billingAddress: '1 Liberty Plaza\nNew York, NY 10006',
    billingEmails: ['ap@hudsonpike.example'],
    taxId: null,
    paymentTerms: 'net30',
    creditLimitCents: 500_000,
    referenceFields: [
      { key: 'cost-centre', labelEn: 'Cost centre', labelEs: 'Centro de costos', required: true },
    ],
    discountPpm: null,
    language: 'en',
    status: 'active',
    holdReason: null,
    ...over,
  });
  if (res.status !== 201) throw new Error(`company not created: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The token of the company invitation emailed to `to` that is still open (neither accepted nor revoked). */
export async function invitationTokenFor(database: Database, to: string): Promise<string> {
  const mails = (await outboxFor(database, to)).filter((m) => m.kind === 'company-invitation');
  for (const mail of mails) {
    const token = mail.text.match(/\/company\/join\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) continue;
    const [open] = await database.db
      .select({ id: companyInvitations.id })
      .from(companyInvitations)
      .where(
        and(
          eq(companyInvitations.tokenHash, hashToken(token)),
          isNull(companyInvitations.acceptedAt),
          isNull(companyInvitations.revokedAt),
        ),
      );
    if (open) return token;
  }
  throw new Error(`no open company invitation to ${to}`);
}

export interface Roles {
  canBook: boolean;
  canRide: boolean;
  isAdmin: boolean;
}
export const ADMIN: Roles = { canBook: false, canRide: false, isAdmin: true };
export const BOOKER: Roles = { canBook: true, canRide: false, isAdmin: false };
export const TRAVELLER: Roles = { canBook: false, canRide: true, isAdmin: false };
export const BOTH: Roles = { canBook: true, canRide: true, isAdmin: false };

let people = 0;
export const freshEmail = (tag = 'member') =>
  `${tag}${++people}${Math.random().toString(36).slice(2, 6)}@corp.example`;

/** Accepts an invitation signed out: a new customer account; returns its session cookie and the answer. */
export async function acceptSignedOut(app: FastifyInstance, token: string, first = 'Alex') {
  const res = await app.inject({
    method: 'POST',
    url: `/api/company-invitations/${token}/accept`,
    payload: { firstName: first, lastName: 'Member', phone: '2125550199', password: 'a-long-secret-1' },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`accept: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res), body: res.json<{ memberId: string }>() };
}

/**
 * A new member of the company through the link: invited (by the base's admin, or by `inviterCookie` a company
 * admin), then joined signed out. Returns the account's cookie, user id and member id.
 */
export async function addMember(
  app: FastifyInstance,
  database: Database,
  opts: { companyId: string; roles: Roles; adminCookie?: string; inviterCookie?: string; first?: string },
) {
  const email = freshEmail();
  const url = opts.inviterCookie
    ? '/api/company/invitations'
    : `/api/admin/companies/${opts.companyId}/invitations`;
  const sent = await adminCall(app, 'POST', url, opts.inviterCookie ?? opts.adminCookie ?? null, {
    email,
    ...opts.roles,
  });
  if (sent.status !== 201) throw new Error(`invite: ${sent.status} ${JSON.stringify(sent.body)}`);
  const token = await invitationTokenFor(database, email);
  const { cookie, body } = await acceptSignedOut(app, token, opts.first);
  const session = await adminCall<{ id: string }>(app, 'GET', '/api/user', cookie);
  return { email, cookie, userId: session.body.id, memberId: body.memberId };
}

/** A ride of the company straight in the database (on account unless told), booked by `bookerId` for `travellerId`. */
export async function insertCompanyBooking(
  database: Database,
  opts: {
    companyId: string;
    bookerId: string | null;
    travellerId: string | null;
    pickupAt: Date;
    references?: Record<string, string>;
    status?: BookingStatus;
    totalCents?: number;
    refundedCents?: number;
    paymentMethod?: string;
  },
) {
  const base = await insertBooking(database, { userId: opts.bookerId, status: opts.status ?? 'completed' });
  const [row] = await database.db
    .update(bookings)
    .set({
      companyId: opts.companyId,
      travellerUserId: opts.travellerId,
      companyReferences: opts.references ?? { 'cost-centre': 'CC-100' },
      pickupAt: opts.pickupAt,
      paymentMethod: opts.paymentMethod ?? 'account',
      paidAt: null,
      totalCents: opts.totalCents ?? base.totalCents,
      refundedCents: opts.refundedCents ?? 0,
    })
    .where(eq(bookings.id, base.id))
    .returning();
  if (!row) throw new Error('booking not updated');
  return row;
}
