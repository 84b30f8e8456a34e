/**
 * `npm run test:faults:live`: the live-updates scenario of `npm run test:faults` alone (two server processes
 * on one PostgreSQL database, PG_ADMIN_URL as there). Exits non-zero when a check fails.
 */
import { cleanup } from './processes.ts';
import { liveTwoServersScenario } from './live-two-servers.ts';

const adminUrl = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/test';
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let code = 0;
const watchdog = setTimeout(() => {
  console.error('test:faults live: still running after 3 minutes; stopping');
  void cleanup().then(() => process.exit(1));
}, 180_000);
try {
  console.log('== Live updates: two server processes on one PostgreSQL database');
  const { checks, seconds } = await liveTwoServersScenario({ runId, adminUrl, log: (l) => console.log(l) });
  for (const c of checks) {
    console.log(`  ${c.violations.length ? 'FAIL' : 'ok  '}  ${c.name}`);
    for (const v of c.violations) console.log(`          ${v}`);
  }
  code = checks.some((c) => c.violations.length) ? 1 : 0;
  console.log(`${code ? 'FAILED' : 'passed'} (${seconds.toFixed(0)} s)`);
} catch (err) {
  console.error(`FAILED: ${err instanceof Error ? err.message : String(err)}`);
  code = 1;
} finally {
  clearTimeout(watchdog);
  await cleanup();
}
process.exit(code);
