import { defineConfig } from '@playwright/test';
import { CHROMIUM_HEADLESS_ARGS } from './scripts/chromium-flags.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
// e2e/run.ts picks the binary (the headless shell when installed, decision 063) and passes it here.
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The whole browser, for what the headless shell does not have: notifications and web push (driver-pwa.spec.ts).
const fullChrome = process.env.E2E_FULL_CHROME_PATH ?? '/usr/bin/chromium';
const FULL_BROWSER_SPECS = '**/driver-pwa.spec.ts';
const dataDir = process.env.E2E_DATA_DIR ?? './data/e2e';
/** E2E_BASE_URL runs the suite against a server that is already up (for example the Vite dev server). */
const externalBase = process.env.E2E_BASE_URL;
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2587);

/** Chromium's headless launch (the flags keep it off the closed network). */
function launchWith(executablePath: string) {
  return {
    executablePath,
    args: CHROMIUM_HEADLESS_ARGS,
  };
}

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  // Hang guards, not speed limits (a test never asserts how long it took; speed is measured by the benches). The
  // CI machine runs four browsers and the server on 2 cores at load averages of 14-17: a long scenario that takes
  // 40 s on a quiet machine took over 45 s there (the landing run of e56a7a5 failed on two such timeouts), so the
  // guards are twice what a quiet machine needs, and the specs' own longer guards doubled with them.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  // Four at a time on the 2-core machine: a browser test mostly waits (a page's requests, the server's answer, an
  // email in the outbox), so two workers left the processors idle most of the run; four halve the suite's time
  // (measured: 29 tests of ten heavy specs, 6.8 min with two, 3.1 min with four, the same CPU time).
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: process.env.CI ? 1 : 0,
  // In CI also a JSON report, from which e2e/slowest.ts prints the slowest files and tests.
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]]
    : [['list']],
  use: {
    baseURL: externalBase ?? `http://127.0.0.1:${port}`,
    // A trace records the page's every frame and DOM: it doubled the browser's processor time (measured on 63 tests:
    // 86 s of Chromium CPU with it, 41 s without; decision 063). Recorded when a failed test runs again (CI retries
    // once); E2E_TRACE=retain-on-failure records every test locally.
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'on-first-retry',
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
    launchOptions: launchWith(chrome),
  },
  // Catches the e2e server's email (password reset links …) on localhost.
  globalSetup: externalBase ? undefined : './e2e/mail-catcher.ts',
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium' },
      testIgnore: ['**/admin-pricing.spec.ts', FULL_BROWSER_SPECS],
    },
    {
      name: 'full-browser',
      use: { browserName: 'chromium', launchOptions: launchWith(fullChrome) },
      testMatch: FULL_BROWSER_SPECS,
    },
    // An admin changing the live prices runs alone, after every other spec: quotes, the marketing pages and
    // the chat read the prices those specs assert.
    {
      name: 'pricing',
      use: { browserName: 'chromium' },
      testMatch: '**/admin-pricing.spec.ts',
      dependencies: ['chromium', 'full-browser'],
    },
  ],
  webServer: externalBase
    ? undefined
    : {
        command: 'tsx src/server/main.ts',
        url: `http://127.0.0.1:${port}/api/health`,
        reuseExistingServer: false,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          NODE_ENV: 'test',
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          // No tile server on a closed network: the map draws its route without tiles.
          MAP_TILE_URL: '',
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          // Every test signs in from 127.0.0.1: keep the attempt limits, scaled for a whole suite.
          AUTH_RATE_LIMIT_MULTIPLIER: '100',
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          // The booking window puts every e2e pickup at least 2 h ahead, so drivers may start any trip here;
          // the 60-minute rule (decision 21) is covered by test/api/trip-rules.test.ts.
          TRIP_START_WINDOW_MINUTES: '10080',
          // A request may name the trip rules' "now" (x-e2e-trip-clock: completion after pickup, the no-show's
          // free waiting time) without moving any other clock (e2e/trip-clock.ts; issue 35).
          E2E_TRIP_CLOCK: 'on',
          ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
        },
      },
});
