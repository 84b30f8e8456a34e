import { randomInt } from 'node:crypto';
import type { DriversQueries, InvitationRow } from './drivers.repository.ts';

/** A code lives 14 days (product decision 7). */
export const INVITATION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** How many numbers are drawn before giving up (90,000 numbers; only live codes are taken). */
const MAX_DRAWS = 50;

/** TAXI- and a random number 10000-99999 (the specification's format), from the system's CSPRNG. */
export function drawInvitationCode(): string {
  return `TAXI-${randomInt(10_000, 100_000)}`;
}

/**
 * Issues a new active code for an application inside the caller's transaction: frees the numbers of codes
 * past their expiry, then draws numbers until one is not a live code (the partial unique index decides, so two
 * approvals at once cannot get one number).
 */
export async function issueInvitation(
  tx: DriversQueries,
  input: { applicationId: string; createdBy: string; now: Date; draw?: () => string },
): Promise<InvitationRow> {
  const draw = input.draw ?? drawInvitationCode;
  await tx.expireStaleCodes(input.now);
  for (let i = 0; i < MAX_DRAWS; i++) {
    const created = await tx.insertInvitation({
      applicationId: input.applicationId,
      code: draw(),
      status: 'active',
      expiresAt: new Date(input.now.getTime() + INVITATION_TTL_MS),
      createdBy: input.createdBy,
      createdAt: input.now,
    });
    if (created) return created;
  }
  throw new Error(`no free invitation code after ${MAX_DRAWS} draws`);
}

/** The state of a code as people see it: an active code past its expiry is expired. */
export function invitationState(row: InvitationRow, now: Date): InvitationRow['status'] {
  return row.status === 'active' && row.expiresAt.getTime() <= now.getTime() ? 'expired' : row.status;
}
