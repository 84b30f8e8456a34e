import type {
  DriverRegistrationRequest,
  RegistrationVehicle,
  VerifyInvitationResponse,
} from '../../../shared/contracts/drivers.ts';
import { nyDay } from '../../../shared/domain/compliance.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import { AppError } from '../../../shared/errors.ts';
import type { VehicleCorrection } from '../../db/schema/drivers.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import { insertWithFreeUsername } from '../auth/usernames.ts';
import type { FleetService } from '../compliance/fleet.service.ts';
import { hashNewPassword } from '../auth/password-policy.ts';
import { invitationBurstNotice, invitationLockedNotice, welcomeEmail } from './driver-emails.ts';
import type {
  ApplicationRow,
  DriversQueries,
  DriversRepository,
  InvitationRow,
  UserRow,
} from './drivers.repository.ts';
import { INVITATION_MAX_FAILURES, type InvitationGuard } from './invitation-guard.ts';
import { invitationState } from './invitations.ts';

/** Why a code that is not active and unexpired cannot be used, told only to its applicant's email. */
function refusalOf(row: InvitationRow, now: Date): ErrorCode {
  const state = invitationState(row, now);
  if (state === 'used') return 'invitations.used';
  if (state === 'expired') return 'invitations.expired';
  if (state === 'revoked') {
    return row.failedAttempts >= INVITATION_MAX_FAILURES ? 'invitations.locked' : 'invitations.revoked';
  }
  return 'invitations.unknown';
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The answer while guessing is slowed: 429 with the seconds to wait (the route sets Retry-After). */
const slowedDown = (seconds: number) => new AppError('common.rateLimited', { count: seconds });

/** The vehicle fields a driver may correct, as the application and the registration name them. */
const VEHICLE_FIELDS = [
  ['make', 'vehicleMake'],
  ['model', 'vehicleModel'],
  ['year', 'vehicleYear'],
  ['color', 'vehicleColor'],
  ['plate', 'licensePlate'],
] as const;

/** The driver's vehicle: the application's, with the registration's corrections (null when none). */
function vehicleOf(
  app: ApplicationRow,
  sent: RegistrationVehicle | undefined,
  at: Date,
): { vehicle: RegistrationVehicle; correction: VehicleCorrection | null } {
  const vehicle: RegistrationVehicle = {
    vehicleMake: app.vehicleMake,
    vehicleModel: app.vehicleModel,
    vehicleYear: app.vehicleYear,
    vehicleColor: app.vehicleColor,
    licensePlate: app.licensePlate,
  };
  const changes: VehicleCorrection['changes'] = [];
  if (sent) {
    for (const [field, key] of VEHICLE_FIELDS) {
      if (sent[key] === app[key]) continue;
      changes.push({ field, from: app[key], to: sent[key] });
      vehicle[key] = sent[key];
    }
  }
  return { vehicle, correction: changes.length ? { at: at.toISOString(), changes } : null };
}

/** The registration's expiry dates, as the form names them (decision 32: each must still be current). */
const EXPIRY_FIELDS = [
  'tlcLicenseExpiry',
  'stateLicenseExpiry',
  'tlcVehicleLicenseExpiry',
  'insuranceExpiry',
  'inspectionExpiry',
] as const;

/** The plate as the fleet stores it: upper-case, no spaces. */
const fleetPlate = (plate: string) => plate.replace(/\s+/g, '').toUpperCase();

/**
 * Invitation codes at /taxistas and the driver registration (product decision 7), guarded against guessing:
 * a code alone is answered valid or invalid only; the application behind it is shown, and registration made,
 * only with the email the application was made with. A wrong email counts against the code (the fifth revokes
 * it and tells the admins); every failure counts in the shared burst counter (`InvitationGuard`), which slows
 * verification for everyone while codes are being guessed and tells the admins once per burst.
 */
export function createDriverRegistrationService(deps: {
  repo: DriversRepository;
  email: EmailPort;
  guard: InvitationGuard;
  /** The fleet (decision 32): the registration's car, created in its transaction. */
  fleet: Pick<FleetService, 'registerCar'>;
  publicUrl: string;
  clock?: (() => Date) | undefined;
}) {
  const { repo, email, guard, publicUrl } = deps;
  const now = deps.clock ?? (() => new Date());

  /** Every admin's notice, recorded in `q` (the transaction of what it reports, or on its own). */
  async function tellAdmins(
    q: DriversQueries,
    notice: (to: string) => Parameters<EmailPort['record']>[0],
  ): Promise<void> {
    for (const to of await q.adminEmails()) await email.record(notice(to), q.db);
  }

  /** Counts a failure across all addresses; the one that starts a burst tells the admins. */
  async function failed(): Promise<void> {
    const { burstStarted } = await guard.fail();
    if (!burstStarted) return;
    const { max, windowMs } = guard.limit;
    await tellAdmins(repo, (to) =>
      invitationBurstNotice({
        to,
        max,
        windowMinutes: Math.round(windowMs / 60_000),
        maxFailures: INVITATION_MAX_FAILURES,
        at: now(),
      }),
    );
    email.kick();
  }

  /**
   * A wrong email with an active code: counted against the code by one conditional update; the one that
   * revokes it records the admins' notice in the same transaction. The refusal to answer.
   */
  async function wrongEmail(row: InvitationRow, app: ApplicationRow, at: Date): Promise<ErrorCode> {
    const counted = await repo.transaction(async (tx) => {
      const updated = await tx.recordWrongEmail(row.id, INVITATION_MAX_FAILURES, at);
      if (updated?.status === 'revoked') {
        await tellAdmins(tx, (to) =>
          invitationLockedNotice({
            to,
            code: updated.code,
            attempts: updated.failedAttempts,
            applicant: app,
            publicUrl,
          }),
        );
      }
      return updated;
    });
    if (!counted) return 'invitations.unknown';
    if (counted.status !== 'revoked') return 'invitations.emailMismatch';
    email.kick();
    return 'invitations.locked';
  }

  /**
   * The active code and its approved application when `emailAddress` is the application's (or, without an
   * email, when the code is live); otherwise the failure is counted and the refusal thrown: a specific reason
   * (used, expired, revoked, blocked) only to the applicant's email, else invalid — or, while guessing is
   * slowed (`slowed`, seconds), 429 for anything but the right code with the right email.
   */
  async function check(
    code: string,
    emailAddress: string | undefined,
    slowed: number | null,
  ): Promise<{ row: InvitationRow; app: ApplicationRow }> {
    const at = now();
    const row = await repo.invitationByCode(code);
    const app = row ? await repo.findApplication(row.applicationId) : undefined;
    const owner = app !== undefined && emailAddress !== undefined && sameEmail(app.email, emailAddress);
    if (!row || !app || app.status !== 'approved' || invitationState(row, at) !== 'active') {
      if (row && owner) throw new AppError(refusalOf(row, at));
      await failed();
      throw slowed === null ? new AppError('invitations.unknown') : slowedDown(slowed);
    }
    if (emailAddress === undefined || owner) return { row, app };
    const refusal = await wrongEmail(row, app, at);
    await failed();
    throw slowed === null ? new AppError(refusal) : slowedDown(slowed);
  }

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
    /**
     * A code alone: valid (200) or invalid (400), nothing else, and refused (429) while codes are being
     * guessed. With the application's email: the application, to show in step 2.
     */
    async verify(input: {
      invitationCode: string;
      email?: string | undefined;
    }): Promise<VerifyInvitationResponse> {
      const slowed = await guard.slowedFor();
      if (slowed !== null && input.email === undefined) throw slowedDown(slowed);
      const { row, app } = await check(input.invitationCode, input.email, slowed);
      if (input.email === undefined) return { valid: true, invitationCode: row.code };
      return {
        valid: true,
        invitationCode: row.code,
        applicant: {
          expiresAt: row.expiresAt.toISOString(),
          firstName: app.firstName,
          lastName: app.lastName,
          email: app.email,
          phone: app.phone,
          licenseNumber: app.licenseNumber,
          vehicleMake: app.vehicleMake,
          vehicleModel: app.vehicleModel,
          vehicleYear: app.vehicleYear,
          vehicleColor: app.vehicleColor,
          licensePlate: app.licensePlate,
          licenseExpiry: app.licenseExpiry,
          state: app.state,
          vehicleType: app.vehicleType,
          insuranceCompany: app.insuranceCompany,
          policyNumber: app.policyNumber,
        },
      };
    },

    /**
     * Spends the code and creates the driver account (role driver) and its driver profile, in one
     * transaction. The code must come with the application's email, which becomes the sign-in; the name,
     * phone and license are the application's, the vehicle too unless corrected (the correction is stored for
     * the admins). The code is marked used by a conditional update first, so of concurrent registrations with
     * one code exactly one goes on; any failure after it (email taken, a plate already on another car) rolls the
     * code back to active. The chauffeur's documents are stored on their profile, and their car (the vehicle with
     * its documents) joins the fleet assigned to them, in the same transaction (decision 32).
     */
    async register(input: DriverRegistrationRequest): Promise<UserRow> {
      await check(input.invitationCode, input.email, await guard.slowedFor());
      const at = now();
      const today = nyDay(at);
      for (const field of EXPIRY_FIELDS) {
        if (input[field] < today) throw AppError.onField(field, 'compliance.expiryPast');
      }
      const passwordHash = await hashNewPassword(input.password);
      const { user, language } = await repo.transaction(async (tx) => {
        const claimed = await tx.claimInvitation(input.invitationCode, at);
        if (!claimed) {
          const row = await tx.invitationByCode(input.invitationCode);
          throw new AppError(row ? refusalOf(row, at) : 'invitations.unknown');
        }
        const app = await tx.findApplication(claimed.applicationId);
        // The code was replaced by one of another application meanwhile: as unknown (rolled back).
        if (!app || app.status !== 'approved' || !sameEmail(app.email, input.email)) {
          throw new AppError('invitations.unknown');
        }
        if (await tx.applicationRegistered(app.id)) throw new AppError('invitations.used');
        const emailLower = app.email.toLowerCase();
        if (await tx.emailTaken(emailLower)) throw AppError.onField('email', 'auth.emailTaken');
        const created = await insertDriverUser(tx, {
          email: emailLower,
          passwordHash,
          role: 'driver',
          firstName: app.firstName,
          lastName: app.lastName,
          phone: app.phone,
          locale: app.language,
        });
        const { vehicle, correction } = vehicleOf(app, input.vehicle, at);
        const plate = fleetPlate(vehicle.licensePlate);
        await tx.insertDriver({
          userId: created.id,
          applicationId: app.id,
          licenseNumber: app.licenseNumber,
          stateLicenseState: input.stateLicenseState,
          stateLicenseExpiry: input.stateLicenseExpiry,
          tlcLicenseNumber: input.tlcLicenseNumber,
          tlcLicenseExpiry: input.tlcLicenseExpiry,
          ...vehicle,
          licensePlate: plate,
          vehicleType: app.vehicleType,
          vehicleCorrection: correction,
          createdAt: at,
        });
        await deps.fleet.registerCar(tx.db, {
          driverId: created.id,
          make: vehicle.vehicleMake,
          model: vehicle.vehicleModel,
          year: Number(vehicle.vehicleYear),
          color: vehicle.vehicleColor,
          vehicleType: app.vehicleType,
          seats: input.seats,
          plate,
          vin: input.vin,
          tlcVehicleLicenseNumber: input.tlcVehicleLicenseNumber,
          tlcVehicleLicenseExpiry: input.tlcVehicleLicenseExpiry,
          insuranceCarrier: app.insuranceCompany,
          insurancePolicyNumber: app.policyNumber,
          insuranceExpiry: input.insuranceExpiry,
          inspectionExpiry: input.inspectionExpiry,
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
