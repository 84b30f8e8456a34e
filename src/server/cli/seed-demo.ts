/**
 * `npm run seed:demo`: demo passenger, driver and admin accounts for local use (the driver with its vehicle and a
 * position in Midtown), and sample bookings in every status for the passenger, the driven ones as the driver's
 * trips. Refuses to run with NODE_ENV=production.
 */
import { DEMO_ACCOUNTS, DEMO_DRIVER_VEHICLE, DEMO_PASSWORD, seedDemoData } from './demo-data.ts';
import { DEMO_COMPANY, seedDemoInvoicing } from './demo-invoicing.ts';
import { openConfiguredDatabase } from './open-database.ts';

const { env, database } = await openConfiguredDatabase();
try {
  if (env.NODE_ENV === 'production') {
    console.error(
      'seed:demo creates accounts with a published password; it does not run with NODE_ENV=production.',
    );
    process.exitCode = 2;
  } else {
    const { bookings } = await seedDemoData(database.db);
    // Issue 38 (decision 057): a company on account with last month's ride to invoice.
    const { company } = await seedDemoInvoicing(database.db);
    console.log('Demo accounts (password for all: ' + DEMO_PASSWORD + '):');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(9)} ${a.email}  (username ${a.username})`);
    const v = DEMO_DRIVER_VEHICLE;
    console.log(
      `  the driver drives a ${v.vehicleColor} ${v.vehicleMake} ${v.vehicleModel}, plate ${v.licensePlate}`,
    );
    console.log(
      bookings ? `Added ${bookings} sample bookings for the passenger.` : 'Sample bookings already present.',
    );
    if (company)
      console.log(
        `Added ${DEMO_COMPANY.legalName} (net 30; its admin ${DEMO_COMPANY.manager.email}) with last month's ride on account.`,
      );
  }
} finally {
  await database.close();
}
