/**
 * Live updates across processes (decision 047): two server processes on one fresh PostgreSQL database, a
 * dispatch board's event stream held on each; a booking made through one reaches the board connected to the
 * other within 5 s, both ways, carried by the database's own LISTEN/NOTIFY. Part of `npm run test:faults`; alone:
 * `npm run test:faults:live`.
 */
import { DISPATCH_EVENTS_PATH } from '../../src/shared/contracts/live.ts';
import type { BookingView } from '../../src/shared/contracts/checkout.ts';
import { changeOf, openSse, type SseClient } from '../support/sse.ts';
import { describe, nextAddress, request } from './http.ts';
import type { Check } from './invariants.ts';
import { createScratchDatabase, runCli, startServer, stopServer, type Server } from './processes.ts';

const ADMIN = { email: 'live-admin@example.com', password: 'Live-Updates-Admin-2026' };
const WITHIN_MS = 5_000;

async function signIn(server: Server): Promise<string> {
  const res = await request(server.port, 'POST', '/api/login', { ip: nextAddress(), body: ADMIN });
  if (res.status !== 200 || !res.cookie)
    throw new Error(`admin sign-in on ${server.label}: ${describe(res)}`);
  return res.cookie;
}

/** A guest's new booking made through `server`: its id. */
async function newBooking(server: Server): Promise<string> {
  const ip = nextAddress();
  const guest = await request(server.port, 'POST', '/api/guest', {
    ip,
    body: { email: 'live-guest@example.com', firstName: 'Liv', lastName: 'Guest', phone: '212-555-0100' },
  });
  if (guest.status !== 200 || !guest.cookie) throw new Error(`guest on ${server.label}: ${describe(guest)}`);
  const created = await request(server.port, 'POST', '/api/bookings', {
    ip,
    cookie: guest.cookie,
    body: {
      pickup: 'Grand Central Terminal',
      destination: 'Brooklyn Bridge',
      serviceType: 'point-to-point',
      pickupDateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      vehicleId: 'sedan-cadillac',
      passengers: 1,
      bags: 0,
    },
  });
  if (created.status !== 201) throw new Error(`POST /api/bookings on ${server.label}: ${describe(created)}`);
  return (created.body as BookingView).id;
}

/** A booking made on `from` shows on the board stream held on `to`: the violations (none when it did). */
async function crossesOver(from: Server, to: Server, board: SseClient): Promise<string[]> {
  const started = Date.now();
  const id = await newBooking(from);
  try {
    await board.next((e) => e.event === 'change' && changeOf(e).bookings.includes(id), WITHIN_MS);
    return [];
  } catch {
    return [
      `booking ${id} made on ${from.label} did not reach the board on ${to.label} within ${WITHIN_MS / 1000} s ` +
        `(${Date.now() - started} ms; events: ${JSON.stringify(board.events.slice(-5))})`,
    ];
  }
}

export async function liveTwoServersScenario(opts: {
  runId: string;
  adminUrl: string;
  log: (line: string) => void;
}): Promise<{ checks: Check[]; seconds: number }> {
  const started = Date.now();
  const url = await createScratchDatabase(opts.adminUrl, `faults_${opts.runId}_live`);
  const store = { kind: 'postgres' as const, url };
  const [a, b] = await Promise.all([startServer('server A', store), startServer('server B', store)]);
  opts.log(`  server A on ${a.origin}, server B on ${b.origin}, one database`);
  await runCli('create-admin', ['--email', ADMIN.email, '--password', ADMIN.password], store);
  const boards: SseClient[] = [];
  const checks: Check[] = [];
  try {
    for (const server of [a, b]) {
      const board = await openSse(`${server.origin}${DISPATCH_EVENTS_PATH}`, {
        cookie: await signIn(server),
        'x-forwarded-for': nextAddress(),
      });
      boards.push(board);
      if (board.status !== 200) throw new Error(`the board's stream on ${server.label}: ${board.status}`);
      await board.next((e) => e.event === 'ready', WITHIN_MS);
    }
    const [onA, onB] = boards as [SseClient, SseClient];
    checks.push({
      name: 'a booking made on A reaches the board connected to B within 5 s',
      violations: await crossesOver(a, b, onB),
    });
    checks.push({
      name: 'a booking made on B reaches the board connected to A within 5 s',
      violations: await crossesOver(b, a, onA),
    });
    const stopping = Date.now();
    await stopServer(b);
    await onB.ended;
    checks.push({
      name: "B's graceful stop ends its open stream and exits (SIGTERM)",
      violations:
        b.process.exitCode === 0
          ? []
          : [`B exited with ${String(b.process.exitCode)} after ${Date.now() - stopping} ms`],
    });
  } finally {
    for (const board of boards) board.close();
    await Promise.all([stopServer(a), stopServer(b)]);
  }
  return { checks, seconds: (Date.now() - started) / 1000 };
}
