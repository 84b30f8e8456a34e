import type { APIRequestContext, Page } from '@playwright/test';
import type { DriverApplication } from '../src/shared/contracts/drivers.ts';
import { expect } from './fixtures.ts';

/** What the admin applications specs share: the demo accounts, the page, applying and reviewing. */
export const PASSWORD = 'EmpireDemo2026';
export const ADMIN = { email: 'admin@empirechauffeur.nyc', password: PASSWORD };
export const PASSENGER = { email: 'demo@empirechauffeur.nyc', password: PASSWORD };
export const PAGE = '/admin/driver-applications';
export const HEADING = 'Driver applications';
export const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export interface Applicant {
  firstName: string;
  lastName: string;
  email: string;
}

/** Applies through the API as `who`; answers the application's id. */
export async function apply(request: APIRequestContext, who: Applicant): Promise<string> {
  const res = await request.post('/api/driver-application', {
    data: {
      ...who,
      phone: '(212) 555-0100',
      address: '350 Fifth Avenue',
      city: 'New York',
      state: 'NY',
      zipCode: '10118',
      licenseNumber: 'D7654321',
      licenseExpiry: '2031-06-30',
      vehicleMake: 'Lincoln',
      vehicleModel: 'Navigator',
      vehicleYear: '2023',
      vehicleColor: 'Black',
      licensePlate: 'T765432C',
      vehicleType: 'suv',
      insuranceCompany: 'Acme Mutual',
      policyNumber: 'PN-4455',
      experienceYears: '5-10',
      availability: 'full-time',
      additionalInfo: 'Fluent in Italian and Spanish. TLC license since 2016.',
      emergencyContactName: 'Giulia Costa',
      emergencyContactPhone: '(212) 555-0101',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const res = await page.request.post('/api/login', { data: account });
  expect(res.status(), `sign-in of ${account.email} (run npm run seed:demo): ${await res.text()}`).toBe(200);
}

export const row = (page: Page, email: string) =>
  page.locator('tr[data-application-id]').filter({ hasText: email });
export const toastWith = (page: Page, title: string) =>
  page.locator('[data-toast]').filter({ hasText: title });

export const fullName = (a: Applicant) => `${a.firstName} ${a.lastName}`;
/** Approve asks once (issue 35): what happens, who is emailed; confirm it. */
export async function confirmApproval(page: Page): Promise<void> {
  const dialog = page.getByTestId('confirm-approve');
  await expect(dialog).toContainText('is emailed the code');
  await dialog.getByRole('button', { name: 'Approve and email the code' }).click();
}

/** One pending application, as the server would send it (for the states answered by page.route). */
export function fakeApplication(overrides: Partial<DriverApplication> = {}): DriverApplication {
  return {
    id: '00000000-0000-4000-8000-00000000000a',
    status: 'pending',
    firstName: 'Nadia',
    lastName: 'Petrova',
    email: 'nadia.petrova@example.com',
    phone: '(718) 555-0144',
    address: '1 Main Street',
    city: 'Brooklyn',
    state: 'NY',
    zipCode: '11201',
    licenseNumber: 'P9988776',
    licenseExpiry: '2030-01-31',
    vehicleMake: 'Cadillac',
    vehicleModel: 'Escalade',
    vehicleYear: '2024',
    vehicleColor: 'Black',
    licensePlate: 'LUX2024',
    vehicleType: 'suv',
    insuranceCompany: 'Empire Mutual',
    policyNumber: 'EM-1',
    experienceYears: '10+',
    availability: 'weekends',
    additionalInfo: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    language: 'en',
    createdAt: '2026-03-01T15:00:00Z',
    rejectionReason: null,
    reviewedBy: null,
    reviewedAt: null,
    invitationCode: null,
    invitationExpiresAt: null,
    invitationStatus: null,
    driverUserId: null,
    actions: [],
    ...overrides,
  };
}

/** A page: the whole page; a dialog: what the screen shows (a full-page shot would cut the fixed dialog). */
