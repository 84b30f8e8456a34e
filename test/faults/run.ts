/**
 * npm run test:faults: fault injection, proving that no crash loses or doubles anything.
 *
 * 1. On PGlite (a fresh temporary data dir) and on PostgreSQL (a fresh database), the real server in its own
 *    process while customers, guests and approved drivers write over HTTP (book, pay with the test processor,
 *    confirm; accept trips), killed with SIGKILL at a random moment with writes in flight and started again on
 *    the same data, three times; then every acknowledged write is looked for with SQL, with the invariants of
 *    payments, confirmation emails and trips (test/faults/invariants.ts).
 * 2. Two server processes on one PostgreSQL database: a per-address rate limit, a session and a booking's
 *    confirmation shared by both.
 * 3. Live updates (decision 047): two more on a fresh database, a dispatch board's event stream on each; a booking
 *    made through one reaches the board on the other within 5 s (test/faults/live-two-servers.ts).
 *
 * PostgreSQL: PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/test), a user that may create databases;
 * each run creates faults_<run>_* databases and drops them. Exits non-zero on any violated invariant, or when a
 * server does not come back after a kill. Bounded: the run gives up after 5.5 minutes.
 */
import { crashScenario, type CrashReport } from './crash.ts';
import type { Check } from './invariants.ts';
import { liveTwoServersScenario } from './live-two-servers.ts';
import { cleanup } from './processes.ts';
import { twoServersScenario } from './two-servers.ts';

const BUDGET_MS = 330_000;
const adminUrl = process.env.PG_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/test';
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const log = (line: string) => console.log(line);

let finishing = false;
async function finish(code: number): Promise<never> {
  if (!finishing) {
    finishing = true;
    await cleanup();
  }
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\ntest:faults: ${signal}; stopping the servers`);
    void finish(130);
  });
}
const watchdog = setTimeout(() => {
  console.error(
    `\ntest:faults: FAILED: still running after ${BUDGET_MS / 1000} s; stopping (a hung server or loop)`,
  );
  void finish(1);
}, BUDGET_MS);

function printChecks(checks: Check[]): number {
  let failed = 0;
  for (const c of checks) {
    if (c.violations.length === 0) {
      log(`  ok    ${c.name}`);
      continue;
    }
    failed += 1;
    log(`  FAIL  ${c.name}`);
    for (const v of c.violations) log(`          ${v}`);
  }
  return failed;
}

function printCrash(r: CrashReport): void {
  const l = r.ledger;
  log(
    `  acknowledged: ${l.created.size} bookings, ${l.paid.size} payments, ${l.confirmed.size} confirmations, ` +
      `${l.accepted.size} trips accepted; ${l.unanswered} writes cut off by a kill (outcome unknown to the client)`,
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  const all: Check[] = [];
  const summary: string[] = [];
  for (const kind of ['pglite', 'postgres'] as const) {
    log(
      `\n== ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: 3 x SIGKILL while bookings, payments and accepts run`,
    );
    const report = await crashScenario(kind, { runId, adminUrl, log });
    printCrash(report);
    const failed = printChecks(report.checks);
    all.push(...report.checks);
    const l = report.ledger;
    summary.push(
      `${report.label}: ${report.kills.length} kills, ${l.created.size + l.paid.size + l.confirmed.size + l.accepted.size} ` +
        `writes acknowledged, ${report.checks.length - failed}/${report.checks.length} checks passed ` +
        `(${report.seconds.toFixed(0)} s)`,
    );
  }
  log('\n== Two server processes on one PostgreSQL database');
  const two = await twoServersScenario({ runId, adminUrl, log });
  const failed = printChecks(two.checks);
  all.push(...two.checks);
  summary.push(
    `two servers: ${two.checks.length - failed}/${two.checks.length} checks passed (${two.seconds.toFixed(0)} s)`,
  );

  log('\n== Live updates: two server processes on one PostgreSQL database');
  const live = await liveTwoServersScenario({ runId, adminUrl, log });
  const liveFailed = printChecks(live.checks);
  all.push(...live.checks);
  summary.push(
    `live updates: ${live.checks.length - liveFailed}/${live.checks.length} checks passed (${live.seconds.toFixed(0)} s)`,
  );

  const violated = all.filter((c) => c.violations.length > 0);
  log(`\n== test:faults summary (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  for (const s of summary) log(`  ${s}`);
  if (violated.length > 0) {
    log(`\ntest:faults: FAILED: ${violated.length} invariant(s) violated:`);
    for (const c of violated) log(`  - ${c.name}: ${c.violations[0] ?? ''}`);
    process.exitCode = 1;
  } else {
    log(`test:faults: all ${all.length} checks passed`);
  }
}

try {
  await main();
} catch (err) {
  console.error(`\ntest:faults: FAILED: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  clearTimeout(watchdog);
}
await finish(process.exitCode === undefined ? 0 : Number(process.exitCode));
