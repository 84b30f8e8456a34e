import { eq, sql } from 'drizzle-orm';
import { nyLocalToInstant, nyWallClock } from '../../shared/domain/new-york-time.ts';
import type { Db } from '../db/client.ts';
import { companies, companyMembers } from '../db/schema/companies.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { newBookingNumber } from '../modules/bookings/booking-number.ts';
import { createBookingsRepository } from '../modules/bookings/bookings.repository.ts';
import { DEMO_PASSWORD } from './demo-data.ts';

/** The demo company billed by invoice (decision 057) and its travel manager (a company admin who rides too). */
export const DEMO_COMPANY = {
  legalName: 'Demo Holdings LLC',
  costCentre: 'CC-4410',
  manager: {
    email: 'travel@demoholdings.example',
    username: 'demoholdings',
    firstName: 'Nora',
    lastName: 'Whitfield',
    phone: '(212) 555-0190',
  },
} as const;

/**
 * A company on net 30 with a required cost centre, its travel manager, and one completed ride on account in the
 * previous New York month (not invoiced yet): what the month's invoice bills. Idempotent: nothing when the company
 * exists.
 */
export async function seedDemoInvoicing(db: Db, now = new Date()): Promise<{ company: boolean }> {
  const [exists] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.legalName}) = lower(${DEMO_COMPANY.legalName})`);
  if (exists) return { company: false };
  const auth = createAuthRepository(db);
  const m = DEMO_COMPANY.manager;
  const user =
    (await auth.findUserByEmail(m.email)) ??
    (await auth.insertUser({ ...m, role: 'passenger', passwordHash: await hashPassword(DEMO_PASSWORD) }));
  if (!user) throw new Error(`could not create ${m.email}`);
  const [company] = await db
    .insert(companies)
    .values({
      legalName: DEMO_COMPANY.legalName,
      billingAddress: '350 Fifth Avenue, Suite 5000\nNew York, NY 10118',
      billingEmails: ['ap@demoholdings.example'],
      taxId: '13-5550190',
      paymentTerms: 'net30',
      creditLimitCents: 2_500_000,
      referenceFields: [
        { key: 'cost-centre', labelEn: 'Cost centre', labelEs: 'Centro de costos', required: true },
      ],
      language: 'en',
    })
    .returning();
  if (!company) throw new Error('could not create the demo company');
  await db
    .insert(companyMembers)
    .values({ companyId: company.id, userId: user.id, canBook: true, canRide: true, isAdmin: true })
    .onConflictDoNothing();
  await db.update(companies).set({ updatedAt: now }).where(eq(companies.id, company.id));

  // The 10th of the previous New York month, 9:30 in the morning.
  const today = nyWallClock(now);
  const [year, month] = today.month === 1 ? [today.year - 1, 12] : [today.year, today.month - 1];
  const pickupAt = nyLocalToInstant(year, month, 10, 9, 30);
  await createBookingsRepository(db).insert({
    number: newBookingNumber(),
    userId: user.id,
    customerName: `${m.firstName} ${m.lastName}`,
    customerEmail: m.email,
    customerPhone: m.phone,
    status: 'completed',
    serviceType: 'point-to-point',
    serviceName: 'Point to Point',
    pickupAddress: '350 5th Ave, New York, NY 10118',
    destinationAddress: 'JFK Airport Terminal 4, Queens, NY 11430',
    pickupAt,
    vehicleId: 'sedan-cadillac',
    vehicleName: 'Cadillac XTS Sedan',
    priceLines: [{ code: 'base', label: 'Midtown to JFK', amountCents: 12000 }],
    subtotalCents: 12000,
    taxRatePpm: 88_750,
    taxCents: 1065,
    totalCents: 13065,
    paymentMethod: 'account',
    paidAt: null,
    companyId: company.id,
    travellerUserId: user.id,
    companyReferences: { 'cost-centre': DEMO_COMPANY.costCentre },
    createdAt: new Date(pickupAt.getTime() - 3 * 86_400_000),
    completedAt: new Date(pickupAt.getTime() + 75 * 60_000),
  });
  return { company: true };
}
