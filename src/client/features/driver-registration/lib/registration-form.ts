import type * as z from 'zod/mini';
import { US_STATES } from '../../../../shared/contracts/compliance-fields.ts';
import type {
  DRIVER_VEHICLE_TYPES,
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

/** The chauffeur's licenses (decision 32), in the order the form shows them. */
export const LICENSE_FIELDS = [
  'tlcLicenseNumber',
  'tlcLicenseExpiry',
  'stateLicenseState',
  'stateLicenseExpiry',
] as const satisfies readonly (keyof RegistrationFormInput)[];

/** The car's documents (decision 32), in the order the form shows them. */
export const CAR_DOCUMENT_FIELDS = [
  'tlcVehicleLicenseNumber',
  'tlcVehicleLicenseExpiry',
  'vin',
  'seats',
  'insuranceExpiry',
  'inspectionExpiry',
] as const satisfies readonly (keyof RegistrationFormInput)[];

/** The expiry dates: today (New York) or later, checked in the form as the server checks them. */
export const EXPIRY_FIELDS = [
  'tlcLicenseExpiry',
  'stateLicenseExpiry',
  'tlcVehicleLicenseExpiry',
  'insuranceExpiry',
  'inspectionExpiry',
] as const satisfies readonly (keyof RegistrationFormInput)[];

/** The editable fields in the order the form shows them (the first invalid one gets the focus). */
export const REGISTRATION_FIELDS = [
  ...LICENSE_FIELDS,
  ...VEHICLE_FIELDS.map((f) => `vehicle.${f}` as const),
  ...CAR_DOCUMENT_FIELDS,
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

/** Passenger seats a car of each of the fleet's types usually has (the form's suggestion; the driver corrects it). */
export const DEFAULT_SEATS = {
  sedan: 3,
  suv: 6,
  van: 12,
  limo: 8,
  luxury: 3,
} as const satisfies Record<(typeof DRIVER_VEHICLE_TYPES)[number], number>;

/** Full state names as applicants type them in their address, to the license's two-letter code. */
// prettier-ignore
const STATE_NAMES: Record<string, (typeof US_STATES)[number]> = {
  ALABAMA: 'AL', ALASKA: 'AK', ARIZONA: 'AZ', ARKANSAS: 'AR', CALIFORNIA: 'CA', COLORADO: 'CO',
  CONNECTICUT: 'CT', DELAWARE: 'DE', 'DISTRICT OF COLUMBIA': 'DC', 'WASHINGTON DC': 'DC', FLORIDA: 'FL',
  GEORGIA: 'GA', HAWAII: 'HI', IDAHO: 'ID', ILLINOIS: 'IL', INDIANA: 'IN', IOWA: 'IA', KANSAS: 'KS',
  KENTUCKY: 'KY', LOUISIANA: 'LA', MAINE: 'ME', MARYLAND: 'MD', MASSACHUSETTS: 'MA', MICHIGAN: 'MI',
  MINNESOTA: 'MN', MISSISSIPPI: 'MS', MISSOURI: 'MO', MONTANA: 'MT', NEBRASKA: 'NE', NEVADA: 'NV',
  'NEW HAMPSHIRE': 'NH', 'NEW JERSEY': 'NJ', 'NEW MEXICO': 'NM', 'NEW YORK': 'NY', 'NUEVA YORK': 'NY',
  'NORTH CAROLINA': 'NC', 'NORTH DAKOTA': 'ND', OHIO: 'OH', OKLAHOMA: 'OK', OREGON: 'OR', PENNSYLVANIA: 'PA',
  'RHODE ISLAND': 'RI', 'SOUTH CAROLINA': 'SC', 'SOUTH DAKOTA': 'SD', TENNESSEE: 'TN', TEXAS: 'TX', UTAH: 'UT',
  VERMONT: 'VT', VIRGINIA: 'VA', WASHINGTON: 'WA', 'WEST VIRGINIA': 'WV', WISCONSIN: 'WI', WYOMING: 'WY',
  'PUERTO RICO': 'PR', GUAM: 'GU', 'VIRGIN ISLANDS': 'VI', 'US VIRGIN ISLANDS': 'VI', 'AMERICAN SAMOA': 'AS',
  'NORTHERN MARIANA ISLANDS': 'MP',
};

/**
 * The license state an address state suggests: its code when it is one ("ny", "NY."), or the code of its name
 * ("New York"); '' when neither (the driver chooses).
 */
export function stateCodeOf(addressState: string): string {
  const words = addressState.toUpperCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
  if ((US_STATES as readonly string[]).includes(words)) return words;
  return STATE_NAMES[words] ?? '';
}

/** A YYYY-MM-DD the date input can show, else ''. */
const asDate = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? value.trim() : '');

/**
 * The documents as the form starts them (decision 32): the state license's expiry and state from the application
 * (its license expiry and address state), the seats from its vehicle type; the TLC numbers, the VIN and the
 * other expiries are the driver's to enter.
 */
export function documentDefaults(applicant: InvitationApplicant): Partial<RegistrationFormInput> {
  return {
    tlcLicenseNumber: '',
    tlcLicenseExpiry: '',
    stateLicenseState: stateCodeOf(applicant.state),
    stateLicenseExpiry: asDate(applicant.licenseExpiry),
    tlcVehicleLicenseNumber: '',
    tlcVehicleLicenseExpiry: '',
    vin: '',
    seats: DEFAULT_SEATS[applicant.vehicleType],
    insuranceExpiry: '',
    inspectionExpiry: '',
  };
}

/**
 * Step 2 starts from the verified code and email (sent again with the registration); the name, phone and
 * license are the application's and not part of the form; the vehicle is sent only when the driver corrects
 * it. The password is chosen anew and the terms box starts unticked.
 */
export function registrationDefaults(invitation: VerifiedInvitation): Partial<RegistrationFormInput> {
  return {
    invitationCode: invitation.invitationCode,
    email: invitation.email,
    password: '',
    confirmPassword: '',
    ...documentDefaults(invitation.applicant),
  };
}
