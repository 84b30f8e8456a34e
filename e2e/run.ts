/**
 * `npm run test:e2e`: builds the client for production (with its prerendered pages), then runs the Playwright suite in system Chromium
 * against the real server with a fresh embedded database. Extra arguments go to `playwright test`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// The headless shell (Debian's chromium-headless-shell: Chromium's own engine without the desktop browser around it)
// when installed: the same pages for about a third less processor time than the full browser in headless mode
// (decision 063). CHROME_PATH names another binary.
const chrome =
  process.env.CHROME_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
if (!existsSync(chrome)) {
  console.error(
    `Chromium was not found at ${chrome}.\n` +
      'Install it (Debian/Ubuntu: apt-get update && apt-get install -y chromium-headless-shell chromium) or set CHROME_PATH to a Chromium/Chrome binary.',
  );
  process.exit(1);
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  return res.status ?? 1;
}

// The production build: the client, its prerendered public pages and precompressed files (npm run build).
if (
  !process.env.E2E_SKIP_BUILD &&
  (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0 ||
    run('npx', ['tsx', 'scripts/prerender.ts']) !== 0)
) {
  console.error('The client build failed.');
  process.exit(1);
}
// E2E_DATA_DIR lets two runs share the machine (each with its own E2E_PORT and E2E_SMTP_PORT).
const dataDir = process.env.E2E_DATA_DIR ? path.resolve(root, process.env.E2E_DATA_DIR) : `${root}/data/e2e`;
rmSync(dataDir, { recursive: true, force: true });
// Demo accounts and bookings (npm run seed:demo) on the fresh database, before the server opens it.
const seedEnv = {
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
};
if (run('npx', ['tsx', 'src/server/cli/seed-demo.ts'], seedEnv) !== 0) {
  console.error('Seeding the demo data failed.');
  process.exit(1);
}
process.exit(
  run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    ...process.env,
    CHROME_PATH: chrome,
    E2E_DATA_DIR: dataDir,
  }),
);
