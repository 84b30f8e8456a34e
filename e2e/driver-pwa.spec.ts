import { createECDH } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { createBooking, payWithTestCard, reportPosition } from './admin-fleet.ts';
import { expect, test } from './fixtures.ts';

/**
 * The chauffeur's installable, offline-capable dashboard and the browser side of web push (decision 30), in
 * Chromium with its service worker allowed: the manifest and its icons, the worker registered, a push delivered
 * through the DevTools protocol shown as a notification, and the trip sheet opening with no connection.
 */

const PASSWORD = 'EmpireDemo2026';
const DRIVER = { email: 'driver@empirechauffeur.nyc', password: PASSWORD };
const PASSENGER = { email: 'demo@empirechauffeur.nyc', password: PASSWORD };
const POSITION = { latitude: 40.753597, longitude: -73.983233 };
const SHELL_CACHE = 'empire-driver-shell-v1';
const TRIPS_CACHE = 'empire-driver-trips-v1';

/** A real P-256 public key, as the server's GET /api/push/public-key would send it. */
const PUBLIC_KEY = createECDH('prime256v1').generateKeys().toString('base64url');

/** The demo passenger books an SUV (the demo driver's class) and pays; the demo driver accepts it. */
async function acceptedTrip(request: APIRequestContext, page: Page, retry: number): Promise<string> {
  const login = await request.post('/api/login', { data: PASSENGER });
  expect(login.status(), await login.text()).toBe(200);
  const booking = await createBooking<{ id: string; number: string }>(request, {
    vehicleId: 'suv-escalade',
    // Eleven days ahead: the demo driver also drives driver-dashboard.spec.ts's ride three days ahead, and the
    // suites run side by side (an overlapping accept is refused: decision 31). A retry takes the next day: the
    // failed try's ride is still the driver's.
    pickupDateTime: new Date(Date.now() + (11 + retry) * 86_400_000).toISOString(),
    extras: { specialRequests: 'Meet at the hotel lobby' },
  });
  await payWithTestCard(request, booking.id);
  const signedIn = await page.request.post('/api/login', { data: DRIVER });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  await reportPosition(page.request);
  const accepted = await page.request.post(`/api/driver/trips/${booking.id}/accept`, { data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return booking.number;
}

/** Width and height of a PNG (its IHDR chunk). */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/** The paths a cache of the site's service worker holds. */
const cachedPaths = (page: Page, name: string) =>
  page.evaluate(async (n) => {
    const cache = await caches.open(n);
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  }, name);

test.describe('the chauffeur app', () => {
  test.use({
    serviceWorkers: 'allow',
    geolocation: POSITION,
    permissions: ['geolocation', 'notifications'],
    // With no connection, the page's other requests (the chat's, the profile's) fail as they should.
    allowConsole: /ERR_INTERNET_DISCONNECTED|Failed to load resource/,
  });

  test('manifest, service worker, a push shown, and the trip sheet with no connection', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(240_000);
    // The server's push routes are configured per deployment: here push is on, with a key of our own.
    await page.route('**/api/push/public-key', (route) =>
      route.fulfill({ json: { enabled: true, publicKey: PUBLIC_KEY } }),
    );
    const number = await acceptedTrip(request, page, test.info().retry);
    await page.goto('/driver/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The manifest of the chauffeur's app, linked on this page, opening at the dashboard; its icons load.
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/driver.webmanifest');
    const manifestRes = await page.request.get(href!);
    expect(manifestRes.headers()['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = (await manifestRes.json()) as {
      name: string;
      start_url: string;
      scope: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      start_url: '/driver/dashboard',
      scope: '/driver/',
      display: 'standalone',
    });
    expect(manifest.name).toMatch(/^Empire Chauffeur/);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const res = await page.request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(pngSize(await res.body()).join('x')).toBe(icon.sizes);
    }

    // The service worker is registered for the site and controls the page.
    const scriptURL = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(new URL(scriptURL!).pathname).toBe('/sw.js');

    // The trip sheet and the notification control.
    const row = page.getByTestId('trip-sheet').locator(`[data-trip-number="${number}"]`);
    await expect(row).toContainText('Meet at the hotel lobby');
    await expect(row).toContainText(/\d{1,2}:\d{2}\s?[AP]M/);
    const control = page.getByTestId('push-control');
    await expect(control).toHaveAttribute('data-state', 'off');
    await expect(control.getByRole('heading')).toContainText('Notifications on this device');
    await expect(control.getByRole('button', { name: 'Turn on' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await control.scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screenshots/driver-pwa-push-control-390.png' });

    // A push delivered to the worker shows the payload's notification.
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r) => r.scopeURL.startsWith(new URL(page.url()).origin));
        if (mine) resolve(mine.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const payload = {
      title: 'New ride request nearby',
      body: 'Times Square to JFK, 4:30 PM',
      url: '/driver/dashboard',
      tag: `request-${number}`,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [
            n.title,
            n.body,
            n.tag,
          ]),
        ),
      )
      .toEqual([[payload.title, payload.body, payload.tag]]);

    // The worker kept the dashboard's shell and the trips once the page had rendered.
    await expect.poll(() => cachedPaths(page, SHELL_CACHE)).toContain('/driver/dashboard');
    expect((await cachedPaths(page, SHELL_CACHE)).some((p) => p.startsWith('/assets/'))).toBe(true);
    expect(await cachedPaths(page, TRIPS_CACHE)).toEqual(['/api/driver/trips/active']);

    // No connection: the dashboard still opens, with the trip sheet as of when it was saved.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByTestId('trip-sheet-offline')).toHaveText(/^Offline - as of \d{1,2}:\d{2}\s?[AP]M/);
    await expect(page.getByTestId('trip-sheet').locator(`[data-trip-number="${number}"]`)).toContainText(
      'Meet at the hotel lobby',
    );
    await page.screenshot({
      path: 'test-results/screenshots/driver-pwa-offline-sheet-390.png',
      fullPage: true,
    });

    // Back online: the full dashboard returns; signing out deletes what the worker kept.
    const onlineAt = Date.now();
    await context.setOffline(false);
    await expect(page.getByTestId('duty-card')).toBeVisible({ timeout: 15_000 });
    // The dashboard handed the worker its shell and trips again (nothing left in flight to sign out under).
    const tripsSavedAt = () =>
      page.evaluate(async () => {
        const kept = await caches.match('/api/driver/trips/active');
        return kept ? Date.parse(kept.headers.get('x-sw-saved-at') ?? '') : 0;
      });
    await expect.poll(tripsSavedAt).toBeGreaterThan(onlineAt);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/driver-login\?|\/$/);
    await expect.poll(tripsSavedAt).toBe(0);

    // The worker leaves the home page alone (the fixture fails the test on any console error).
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
