import type { DriverApplication, DriverApplicationStatus } from '../../../shared/contracts/drivers.ts';
import { AppError } from '../../../shared/errors.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import { invitationEmail, registrationLink, rejectionEmail } from './driver-emails.ts';
import type {
  ApplicationRow,
  DriversQueries,
  DriversRepository,
  InvitationRow,
} from './drivers.repository.ts';
import { invitationState, issueInvitation } from './invitations.ts';

/** A well-formed UUID: anything else is not an application (and never reaches the database as one). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Admin {
  id: string;
}

/** How the audit log names an applicant. */
const applicant = (a: ApplicationRow) => `${a.firstName} ${a.lastName} <${a.email}>`;

/**
 * An invitation code as the audit log keeps it: codes are secrets, so only their last two digits (enough to
 * tell codes apart on the phone), with the state and the expiry.
 */
function codeRef(code: InvitationRow | undefined, at: Date) {
  if (!code) return null;
  return {
    codeEnding: code.code.slice(-2),
    status: invitationState(code, at),
    expiresAt: code.expiresAt.toISOString(),
  };
}

/**
 * The admin's review of driver applications (product decision 7): list, approve (issues and emails a code),
 * reject (with a reason, emailed), resend and regenerate the code. Every action is stored with the admin and
 * the time; contended moves are conditional updates or run under the application's row lock.
 */
export function createDriverReviewService(deps: {
  repo: DriversRepository;
  email: EmailPort;
  publicUrl: string;
  clock?: (() => Date) | undefined;
}) {
  const { repo, email, publicUrl } = deps;
  const now = deps.clock ?? (() => new Date());

  async function load(filter: { status?: DriverApplicationStatus; ids?: string[] }) {
    const rows = await repo.listApplications(filter);
    const ids = rows.map((r) => r.application.id);
    const [latest, driverUsers, actions] = await Promise.all([
      repo.latestInvitations(ids),
      repo.driverUsers(ids),
      repo.actions(ids),
    ]);
    const at = now();
    return rows.map(({ application: a, reviewerName }): DriverApplication => {
      const code = latest.get(a.id);
      const state = code ? invitationState(code, at) : null;
      return {
        id: a.id,
        status: a.status,
        firstName: a.firstName,
        lastName: a.lastName,
        email: a.email,
        phone: a.phone,
        address: a.address,
        city: a.city,
        state: a.state,
        zipCode: a.zipCode,
        licenseNumber: a.licenseNumber,
        licenseExpiry: a.licenseExpiry,
        vehicleMake: a.vehicleMake,
        vehicleModel: a.vehicleModel,
        vehicleYear: a.vehicleYear,
        vehicleColor: a.vehicleColor,
        licensePlate: a.licensePlate,
        vehicleType: a.vehicleType,
        insuranceCompany: a.insuranceCompany,
        policyNumber: a.policyNumber,
        experienceYears: a.experienceYears,
        availability: a.availability,
        additionalInfo: a.additionalInfo,
        emergencyContactName: a.emergencyContactName,
        emergencyContactPhone: a.emergencyContactPhone,
        language: a.language,
        createdAt: a.createdAt.toISOString(),
        rejectionReason: a.rejectionReason,
        reviewedBy: a.reviewedBy ? (reviewerName ?? null) : null,
        reviewedAt: a.reviewedAt?.toISOString() ?? null,
        invitationCode: code && state === 'active' ? code.code : null,
        invitationExpiresAt: code?.expiresAt.toISOString() ?? null,
        invitationStatus: state,
        driverUserId: driverUsers.get(a.id) ?? null,
        actions: actions
          .filter((x) => x.applicationId === a.id)
          .map((x) => ({
            action: x.action,
            by: x.by,
            at: x.createdAt.toISOString(),
            detail: x.detail,
          })),
      };
    });
  }

  async function one(id: string): Promise<DriverApplication> {
    const [found] = await load({ ids: [id] });
    if (!found) throw new AppError('applications.notFound');
    return found;
  }

  function checkId(id: string): void {
    if (!UUID.test(id)) throw new AppError('applications.notFound');
  }

  /** The invitation email, written in the transaction that issued or kept the code (the outbox). */
  async function recordInvitation(
    tx: DriversQueries,
    app: ApplicationRow,
    code: InvitationRow,
    replaces: boolean,
  ) {
    await email.record(
      {
        kind: 'driver-invitation',
        to: app.email,
        ...invitationEmail({
          language: app.language,
          firstName: app.firstName,
          code: code.code,
          expiresAt: code.expiresAt,
          link: registrationLink(publicUrl, code.code),
          replaces,
        }),
      },
      tx.db,
    );
  }

  /** Why a pending-only review did not apply: the application is unknown, or was already reviewed. */
  async function notPending(tx: DriversQueries, id: string): Promise<never> {
    throw new AppError((await tx.findApplication(id)) ? 'applications.notPending' : 'applications.notFound');
  }

  /**
   * Locks an approved application whose applicant has not registered yet (resend, regenerate) and returns it
   * with its latest code.
   */
  async function lockApprovedUnregistered(tx: DriversQueries, id: string) {
    const app = await tx.findApplication(id, { lock: true });
    if (!app) throw new AppError('applications.notFound');
    if (app.status !== 'approved') throw new AppError('applications.notApproved');
    const latest = await tx.latestInvitation(id);
    if (latest?.status === 'used' || (await tx.applicationRegistered(id))) {
      throw new AppError('applications.alreadyRegistered');
    }
    return { app, latest };
  }

  /** Revokes the code; a registration that used it meanwhile makes the application registered. */
  async function revoke(tx: DriversQueries, code: InvitationRow, admin: Admin, at: Date) {
    if (!(await tx.revokeInvitation(code.id, admin.id, at))) {
      throw new AppError('applications.alreadyRegistered');
    }
  }

  return {
    list(status?: DriverApplicationStatus): Promise<DriverApplication[]> {
      return load(status ? { status } : {});
    },

    async approve(id: string, admin: Admin): Promise<DriverApplication> {
      checkId(id);
      const at = now();
      await repo.transaction(async (tx) => {
        const approved = await tx.reviewPending(id, {
          status: 'approved',
          reviewedBy: admin.id,
          reviewedAt: at,
        });
        if (!approved) return notPending(tx, id);
        const issued = await issueInvitation(tx, { applicationId: id, createdBy: admin.id, now: at });
        await tx.insertAction({
          applicationId: id,
          action: 'approve',
          actorUserId: admin.id,
          detail: issued.code,
          createdAt: at,
        });
        await tx.audit({
          actorUserId: admin.id,
          action: 'application.approve',
          entityType: 'application',
          entityId: id,
          summary: `${applicant(approved)}: pending → approved, invitation code …${issued.code.slice(-2)} emailed`,
          before: { status: 'pending' },
          after: { status: 'approved', invitation: codeRef(issued, at) },
        });
        await recordInvitation(tx, approved, issued, false);
      });
      email.kick();
      return one(id);
    },

    async reject(id: string, reason: string, admin: Admin): Promise<DriverApplication> {
      checkId(id);
      const at = now();
      await repo.transaction(async (tx) => {
        const rejected = await tx.reviewPending(id, {
          status: 'rejected',
          reviewedBy: admin.id,
          reviewedAt: at,
          rejectionReason: reason,
        });
        if (!rejected) return notPending(tx, id);
        await tx.insertAction({
          applicationId: id,
          action: 'reject',
          actorUserId: admin.id,
          detail: reason,
          createdAt: at,
        });
        await tx.audit({
          actorUserId: admin.id,
          action: 'application.reject',
          entityType: 'application',
          entityId: id,
          summary: `${applicant(rejected)}: pending → rejected`,
          before: { status: 'pending' },
          after: { status: 'rejected', reason },
        });
        await email.record(
          {
            kind: 'driver-application-rejected',
            to: rejected.email,
            ...rejectionEmail({ language: rejected.language, firstName: rejected.firstName, reason }),
          },
          tx.db,
        );
      });
      email.kick();
      return one(id);
    },

    /**
     * Emails the active code again. A code past its expiry is replaced by a fresh one (the old one revoked),
     * and the stored action says so.
     */
    async resend(id: string, admin: Admin): Promise<DriverApplication> {
      checkId(id);
      const at = now();
      await repo.transaction(async (tx) => {
        const { app: found, latest } = await lockApprovedUnregistered(tx, id);
        let current = latest && invitationState(latest, at) === 'active' ? latest : undefined;
        let detail = current?.code ?? '';
        if (!current) {
          if (latest?.status === 'active') await revoke(tx, latest, admin, at);
          current = await issueInvitation(tx, { applicationId: id, createdBy: admin.id, now: at });
          detail = latest
            ? `${current.code} (new code: ${latest.code} had expired)`
            : `${current.code} (new code)`;
        }
        await tx.insertAction({
          applicationId: id,
          action: 'resend',
          actorUserId: admin.id,
          detail,
          createdAt: at,
        });
        const replaced = current !== latest;
        await tx.audit({
          actorUserId: admin.id,
          action: 'application.resend',
          entityType: 'application',
          entityId: id,
          summary: replaced
            ? `${applicant(found)}: new invitation code …${current.code.slice(-2)} emailed (${latest ? 'the previous one had expired' : 'there was none'})`
            : `${applicant(found)}: invitation code …${current.code.slice(-2)} emailed again`,
          before: { status: found.status, invitation: codeRef(latest, at) },
          after: { status: found.status, invitation: codeRef(current, at), replaced },
        });
        await recordInvitation(tx, found, current, Boolean(latest) && replaced);
      });
      email.kick();
      return one(id);
    },

    /** Revokes the active code and issues and emails a new one, in one transaction. */
    async regenerate(id: string, admin: Admin): Promise<DriverApplication> {
      checkId(id);
      const at = now();
      await repo.transaction(async (tx) => {
        const { app: found, latest } = await lockApprovedUnregistered(tx, id);
        if (latest?.status === 'active') await revoke(tx, latest, admin, at);
        const issued = await issueInvitation(tx, { applicationId: id, createdBy: admin.id, now: at });
        await tx.insertAction({
          applicationId: id,
          action: 'regenerate',
          actorUserId: admin.id,
          detail: latest ? `${issued.code} (replaces ${latest.code})` : issued.code,
          createdAt: at,
        });
        await tx.audit({
          actorUserId: admin.id,
          action: 'application.regenerate',
          entityType: 'application',
          entityId: id,
          summary: latest
            ? `${applicant(found)}: invitation code …${latest.code.slice(-2)} revoked, new code …${issued.code.slice(-2)} emailed`
            : `${applicant(found)}: new invitation code …${issued.code.slice(-2)} emailed`,
          before: { status: found.status, invitation: codeRef(latest, at) },
          after: { status: found.status, invitation: codeRef(issued, at) },
        });
        await recordInvitation(tx, found, issued, true);
      });
      email.kick();
      return one(id);
    },
  };
}
export type DriverReviewService = ReturnType<typeof createDriverReviewService>;
