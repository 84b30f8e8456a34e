/**
 * Three SIGKILLs while writes run: the real server on a fresh store (PGlite data dir or PostgreSQL database),
 * customers, guests and drivers writing over HTTP, the server killed at a random moment when writes are in
 * flight and started again on the same data, three times; then the database is read with SQL and compared with
 * every write the clients were told happened.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createPglite } from '../../src/server/db/client.ts';
import pg from 'pg';
import { inFlight } from './http.ts';
import { checkInvariants, type Check, type Query } from './invariants.ts';
import {
  createScratchDatabase,
  kill9,
  removeOnExit,
  restart,
  runCli,
  sleep,
  startServer,
  stopServer,
  type Store,
} from './processes.ts';
import {
  customerLoop,
  driverLoop,
  type Ledger,
  type LoopControl,
  newLedger,
  setUpActors,
} from './workload.ts';

const KILLS = 3;
/** The writes a kill may cut. */
const WRITES = [
  'POST /api/bookings',
  'POST /api/create-payment-intent',
  'POST /api/test-payments/:id/confirm',
  'POST /api/confirm-booking',
  'POST /api/driver/trips/:id/accept',
] as const;
const ADMIN = { email: 'faults-admin@example.com', password: 'Fault-Injection-Admin-2026' };

export interface KillReport {
  /** Seconds since the loops started. */
  at: number;
  requestsInFlight: number;
  writesInFlight: number;
  restartMs: number;
}

export interface CrashReport {
  label: string;
  ledger: Ledger;
  kills: KillReport[];
  checks: Check[];
  seconds: number;
}

const between = (min: number, max: number) => min + Math.random() * (max - min);

/** Opens the store the way the server does and answers SQL on it. */
async function openForChecks(store: Store): Promise<{ query: Query; close: () => Promise<void> }> {
  if (store.kind === 'pglite') {
    const db = createPglite(path.join(store.dataDir, 'pglite'));
    return {
      query: async <T>(sql: string) => (await db.query<T>(sql)).rows,
      close: () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: store.url });
  await client.connect();
  return {
    query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    close: () => client.end(),
  };
}

export async function crashScenario(
  kind: 'pglite' | 'postgres',
  opts: { runId: string; adminUrl: string; log: (line: string) => void },
): Promise<CrashReport> {
  const label = kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const started = Date.now();
  let store: Store;
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'faults-pglite-'));
    removeOnExit(dataDir);
    store = { kind, dataDir };
  } else {
    store = { kind, url: await createScratchDatabase(opts.adminUrl, `faults_${opts.runId}_crash`) };
  }

  // The admin who approves the drivers: the project's own CLI (before the server: PGlite has one process).
  await runCli('create-admin', ['--email', ADMIN.email, '--password', ADMIN.password], store);
  const server = await startServer(label, store);
  const actors = await setUpActors(
    server.port,
    `${opts.runId}-${kind}`,
    { customers: 3, guests: 2, drivers: 3 },
    ADMIN,
  );
  opts.log(
    `  server up on ${server.origin}; ${actors.customers.length} customers and guests, ` +
      `${actors.drivers.length} approved drivers`,
  );

  const ledger = newLedger();
  const control: LoopControl = { stopping: false, giveUpAt: Date.now() + 150_000 };
  const guard = (loop: Promise<void>) =>
    loop.catch((err: unknown) => {
      ledger.unexpected.push(
        `a client loop failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
      );
    });
  const loopsStarted = Date.now();
  const loops = [
    ...actors.customers.map((c) => guard(customerLoop(server.port, c, ledger, control))),
    ...actors.drivers.map((d) => guard(driverLoop(server.port, d, ledger, control))),
  ];

  const kills: KillReport[] = [];
  // Each kill cuts a different kind of write: always a confirmation (the write with the most effects: the
  // booking, its history, its email), the others drawn at random; in random order. A random moment, then the
  // first instant such a write is under way (at most 3 s later), then a random few milliseconds into it.
  const shuffle = <T>(xs: T[]) => xs.sort(() => Math.random() - 0.5);
  const others = WRITES.filter((w) => w !== 'POST /api/confirm-booking');
  const targets = shuffle(['POST /api/confirm-booking', ...shuffle(others).slice(0, KILLS - 1)]);
  try {
    for (let k = 1; k <= KILLS; k += 1) {
      await sleep(between(2_000, 5_000));
      const target = targets[(k - 1) % targets.length] ?? WRITES[0];
      const waitUntil = Date.now() + 3_000;
      while (!inFlight.routes.get(target) && Date.now() < waitUntil) await sleep(1);
      const seen = Boolean(inFlight.routes.get(target));
      const into = Math.round(between(0, 60));
      await sleep(into);
      const at = (Date.now() - loopsStarted) / 1000;
      const requestsInFlight = inFlight.all;
      const writesInFlight = inFlight.writes;
      const targetInFlight = inFlight.routes.get(target) ?? 0;
      await kill9(server);
      let restartMs: number;
      try {
        restartMs = await restart(server, store);
      } catch (err) {
        throw new Error(
          `${label}: the server did not come back after SIGKILL ${k} of ${KILLS}` +
            `${kind === 'pglite' ? ' (is the PGlite data dir corrupt?)' : ''}: ` +
            (err instanceof Error ? err.message : String(err)),
        );
      }
      kills.push({ at, requestsInFlight, writesInFlight, restartMs });
      opts.log(
        `  SIGKILL ${k} at ${at.toFixed(1)} s, ` +
          (seen ? `${into} ms after a ${target} was seen in flight` : `no ${target} in flight within 3 s`) +
          ` (then ${targetInFlight} of them, ${writesInFlight} writes, ${requestsInFlight} requests in flight); ` +
          `restarted on the same data in ${(restartMs / 1000).toFixed(1)} s`,
      );
    }
    // The loops go on against the last server for a while, then finish the flows they are in.
    await sleep(3_000);
  } finally {
    control.stopping = true;
    if (kills.length < KILLS) control.giveUpAt = Date.now();
    await Promise.all(loops);
  }
  // Settled: every flow has its answer. A graceful stop, then the database is read on its own.
  await stopServer(server);
  const db = await openForChecks(store).catch((err: unknown) => {
    throw new Error(
      `${label}: the database could not be opened for the checks after the run ` +
        `${kind === 'pglite' ? '(is the PGlite data dir corrupt?)' : ''}: ` +
        (err instanceof Error ? err.message : String(err)),
    );
  });
  let checks: Check[];
  try {
    checks = await checkInvariants(db.query, ledger);
  } finally {
    await db.close();
  }
  checks.push({
    name: 'every request answered as the API promises (no 5xx, no unexpected refusal)',
    violations: ledger.unexpected.slice(0, 8),
  });
  return { label, ledger, kills, checks, seconds: (Date.now() - started) / 1000 };
}
