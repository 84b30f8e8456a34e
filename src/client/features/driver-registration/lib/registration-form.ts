import type * as z from 'zod/mini';
import type {
  driverRegistrationRequestSchema,
  InvitationApplicant,
  RegistrationVehicle,
} from '../../../../shared/contracts/drivers.ts';

/** The form's values before validation (the contract's input). */
export type RegistrationFormInput = z.input<typeof driverRegistrationRequestSchema>;

/** A verified invitation: the code, the email it was verified with, and the application behind it. */
export interface VerifiedInvitation {
  invitationCode: string;
  email: string;
  applicant: InvitationApplicant;
}

/** The vehicle fields a driver may correct, in the order the form shows them. */
export const VEHICLE_FIELDS = [
  'vehicleMake',
  'vehicleModel',
  'vehicleYear',
  'vehicleColor',
  'licensePlate',
] as const satisfies readonly (keyof RegistrationVehicle)[];

/** The editable fields in the order the form shows them (the first invalid one gets the focus). */
export const REGISTRATION_FIELDS = [
  ...VEHICLE_FIELDS.map((f) => `vehicle.${f}` as const),
  'password',
  'confirmPassword',
  'termsAccepted',
] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** The application's vehicle, as the correction starts. */
export function applicationVehicle(applicant: InvitationApplicant): RegistrationVehicle {
  return {
    vehicleMake: applicant.vehicleMake,
    vehicleModel: applicant.vehicleModel,
    vehicleYear: applicant.vehicleYear,
    vehicleColor: applicant.vehicleColor,
    licensePlate: applicant.licensePlate,
  };
}

/**
 * Step 2 starts from the verified code and email (sent again with the registration); the name, phone and
 * licence are the application's and not part of the form; the vehicle is sent only when the driver corrects
 * it. The password is chosen anew and the terms box starts unticked.
 */
export function registrationDefaults(invitation: VerifiedInvitation): Partial<RegistrationFormInput> {
  return {
    invitationCode: invitation.invitationCode,
    email: invitation.email,
    password: '',
    confirmPassword: '',
  };
}
