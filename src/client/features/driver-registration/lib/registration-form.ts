import type * as z from 'zod/mini';
import type {
  driverRegistrationRequestSchema,
  VerifyInvitationResponse,
} from '../../../../shared/contracts/drivers.ts';

/** The form's values before validation (the contract's input). */
export type RegistrationFormInput = z.input<typeof driverRegistrationRequestSchema>;

/** The visible fields in the order the form shows them (the first invalid one gets the focus). */
export const REGISTRATION_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'licenseNumber',
  'licensePlate',
  'vehicleMake',
  'vehicleModel',
  'vehicleYear',
  'password',
  'confirmPassword',
  'termsAccepted',
] as const satisfies readonly (keyof RegistrationFormInput)[];

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/**
 * Step 2 starts from the application behind the verified code; the password is chosen anew and the terms
 * box starts unticked.
 */
export function registrationDefaults(invitation: VerifyInvitationResponse): Partial<RegistrationFormInput> {
  return {
    invitationCode: invitation.invitationCode,
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    email: invitation.email,
    phone: invitation.phone,
    licenseNumber: invitation.licenseNumber,
    vehicleMake: invitation.vehicleMake,
    vehicleModel: invitation.vehicleModel,
    vehicleYear: invitation.vehicleYear,
    licensePlate: invitation.licensePlate,
    password: '',
    confirmPassword: '',
  };
}
