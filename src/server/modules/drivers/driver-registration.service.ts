import type {
  DriverRegistrationRequest,
  VerifyInvitationResponse,
} from '../../../shared/contracts/drivers.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import { insertWithFreeUsername } from '../auth/usernames.ts';
import { hashNewPassword } from '../auth/password-policy.ts';
import { welcomeEmail } from './driver-emails.ts';
import type { DriversQueries, DriversRepository, InvitationRow, UserRow } from './drivers.repository.ts';
import { invitationState } from './invitations.ts';

/** The refusal for a code that is not active and unexpired. */
const REFUSAL: Record<Exclude<InvitationRow['status'], 'active'>, ErrorCode> = {
  used: 'invitations.used',
  revoked: 'invitations.revoked',
  expired: 'invitations.expired',
};

/** Why `code` cannot be used now: unknown, used, revoked or expired. */
async function refusal(q: DriversQueries, code: string, now: Date): Promise<ErrorCode> {
  const row = await q.invitationByCode(code);
  if (!row) return 'invitations.unknown';
  const state = invitationState(row, now);
  return state === 'active' ? 'invitations.unknown' : REFUSAL[state];
}

/**
 * Invitation codes at /taxistas and the driver registration (product decision 7): verification prefills the
 * form from the application; registration spends the code and creates the driver account in one transaction.
 */
export function createDriverRegistrationService(deps: {
  repo: DriversRepository;
  email: EmailPort;
  publicUrl: string;
  clock?: (() => Date) | undefined;
}) {
  const { repo, email, publicUrl } = deps;
  const now = deps.clock ?? (() => new Date());

  /** A free username from the email (as account registration makes them), taken inside the transaction. */
  async function insertDriverUser(
    tx: DriversQueries,
    row: Omit<Parameters<DriversQueries['insertUser']>[0], 'username'>,
  ): Promise<UserRow> {
    const user = await insertWithFreeUsername(
      row.email,
      (username) => tx.insertUser({ ...row, username }),
      () => tx.emailTaken(row.email),
    );
    if (!user) throw AppError.onField('email', 'auth.emailTaken');
    return user;
  }

  return {
    /** The application behind a live code (step 2 is prefilled with it), or why the code cannot be used. */
    async verify(code: string): Promise<VerifyInvitationResponse> {
      const at = now();
      const row = await repo.invitationByCode(code);
      if (!row || invitationState(row, at) !== 'active') throw new AppError(await refusal(repo, code, at));
      const app = await repo.findApplication(row.applicationId);
      if (!app || app.status !== 'approved') throw new AppError('invitations.unknown');
      return {
        invitationCode: row.code,
        expiresAt: row.expiresAt.toISOString(),
        firstName: app.firstName,
        lastName: app.lastName,
        email: app.email,
        phone: app.phone,
        licenseNumber: app.licenseNumber,
        vehicleMake: app.vehicleMake,
        vehicleModel: app.vehicleModel,
        vehicleYear: app.vehicleYear,
        licensePlate: app.licensePlate,
      };
    },

    /**
     * Spends the code and creates the driver account (role driver) and its driver profile, in one
     * transaction: the code is marked used by a conditional update first, so of concurrent registrations with
     * one code exactly one goes on; any failure after it (email taken) rolls the code back to active.
     */
    async register(input: DriverRegistrationRequest): Promise<UserRow> {
      const passwordHash = await hashNewPassword(input.password);
      const emailLower = input.email.toLowerCase();
      const at = now();
      const { user, language } = await repo.transaction(async (tx) => {
        const claimed = await tx.claimInvitation(input.invitationCode, at);
        if (!claimed) throw new AppError(await refusal(tx, input.invitationCode, at));
        const app = await tx.findApplication(claimed.applicationId);
        if (!app || app.status !== 'approved') throw new AppError('invitations.unknown');
        if (await tx.applicationRegistered(app.id)) throw new AppError('invitations.used');
        if (await tx.emailTaken(emailLower)) throw AppError.onField('email', 'auth.emailTaken');
        const created = await insertDriverUser(tx, {
          email: emailLower,
          passwordHash,
          role: 'driver',
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
        });
        await tx.insertDriver({
          userId: created.id,
          applicationId: app.id,
          licenseNumber: input.licenseNumber,
          vehicleMake: input.vehicleMake,
          vehicleModel: input.vehicleModel,
          vehicleYear: input.vehicleYear,
          vehicleColor: app.vehicleColor,
          licensePlate: input.licensePlate,
          vehicleType: app.vehicleType,
          createdAt: at,
        });
        await tx.setInvitationUser(claimed.id, created.id);
        return { user: created, language: app.language };
      });
      await email.send({
        kind: 'driver-welcome',
        to: user.email,
        ...welcomeEmail({ language, firstName: user.firstName, username: user.username, publicUrl }),
      });
      return user;
    },
  };
}
export type DriverRegistrationService = ReturnType<typeof createDriverRegistrationService>;
