import type { FastifyInstance } from 'fastify';
import type { DriverApplication } from '../../src/shared/contracts/drivers.ts';

let plates = 0;
/** A plate no earlier call had (the fleet's plates are unique: registration refuses a taken one). */
export const freshPlate = () =>
  `R${(++plates % 1000).toString().padStart(3, '0')}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

/** A VIN no earlier call had (17 characters, never I, O or Q). */
export function freshVin(): string {
  const chars = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
  let vin = '5LMJJ3LT';
  while (vin.length < 17) vin += chars[Math.floor(Math.random() * chars.length)];
  return vin;
}

/** A complete, valid driver application (POST /api/driver-application) for `email`, with a plate of its own. */
export function driverApplicationBody(email: string) {
  return {
    firstName: 'Marco',
    lastName: 'Rossi',
    email,
    phone: '+1 (212) 555-0100',
    address: '350 Fifth Avenue',
    city: 'New York',
    state: 'NY',
    zipCode: '10118',
    licenseNumber: 'D1234567',
    licenseExpiry: '2099-01-31',
    vehicleMake: 'Lincoln',
    vehicleModel: 'Navigator',
    vehicleYear: '2023',
    vehicleColor: 'Black',
    licensePlate: freshPlate(),
    vehicleType: 'suv',
    insuranceCompany: 'Acme Mutual',
    policyNumber: 'PN-99881',
    experienceYears: '5-10',
    availability: 'full-time',
    additionalInfo: '',
    emergencyContactName: '',
    emergencyContactPhone: '',
  };
}

/**
 * The registration form (POST /api/driver-registration) for `code`: the email must be the application's
 * (the name, phone, license and vehicle come from the application), with the chauffeur's and the car's documents
 * (decision 32; current until 2099, a VIN of its own).
 */
export function driverRegistrationBody(invitationCode: string, email: string) {
  return {
    invitationCode,
    email,
    password: 'limo-driver-2026',
    confirmPassword: 'limo-driver-2026',
    tlcLicenseNumber: '5123456',
    tlcLicenseExpiry: '2099-06-30',
    stateLicenseState: 'NY',
    stateLicenseExpiry: '2099-01-31',
    tlcVehicleLicenseNumber: 'T654321C',
    tlcVehicleLicenseExpiry: '2099-02-28',
    vin: freshVin(),
    seats: 6,
    insuranceExpiry: '2099-03-31',
    inspectionExpiry: '2099-04-30',
    termsAccepted: true,
  };
}

let seq = 0;
let address = 0;
const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${address % 250}`;

/** A pending application (through the API) for a fresh email; its id and email. */
export async function applyToDrive(
  app: FastifyInstance,
  overrides: Record<string, string> = {},
): Promise<{ id: string; email: string }> {
  const email = overrides.email ?? `applicant-${Date.now().toString(36)}-${++seq}@example.com`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/driver-application',
    payload: { ...driverApplicationBody(email), ...overrides },
    remoteAddress: nextAddress(),
  });
  if (res.statusCode !== 201) throw new Error(`application not stored (${res.statusCode}: ${res.body})`);
  return { id: res.json<{ id: string }>().id, email: email.toLowerCase() };
}

/** Approves an application as the admin behind `adminCookie`; the application with its code. */
export async function approveApplication(
  app: FastifyInstance,
  adminCookie: string,
  id: string,
): Promise<DriverApplication & { invitationCode: string }> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/approve-driver/${id}`,
    payload: {},
    headers: { cookie: adminCookie },
  });
  const body = res.json<DriverApplication>();
  if (res.statusCode !== 200 || !body.invitationCode) {
    throw new Error(`not approved (${res.statusCode}: ${res.body})`);
  }
  return { ...body, invitationCode: body.invitationCode };
}
