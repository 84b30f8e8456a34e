/**
 * `npm run seed:demo`: demo passenger, driver and admin accounts for local use, and sample bookings in every
 * status for the passenger. Refuses to run with NODE_ENV=production.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './demo-data.ts';
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
    console.log('Demo accounts (password for all: ' + DEMO_PASSWORD + '):');
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.role.padEnd(9)} ${a.email}  (username ${a.username})`);
    console.log(
      bookings ? `Added ${bookings} sample bookings for the passenger.` : 'Sample bookings already present.',
    );
  }
} finally {
  await database.close();
}
