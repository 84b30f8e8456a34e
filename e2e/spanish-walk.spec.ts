import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { englishDictionary, englishLeaks, visibleTexts } from './english-leaks.ts';
import { expect as baseExpect, test } from './fixtures.ts';
import { newYorkLocal } from './ride.ts';

/**
 * Issue 16: no English reaches a Spanish page. A phone whose browser speaks Spanish (es-US) and that never
 * chose a language walks the whole booking as a guest (home, vehicles, guest details, booking details,
 * checkout, confirmation) and meets the form's refusals on the way; on every page no text shown or named
 * is a text of the English locale files that the Spanish ones do not hold.
 */

const SHOTS = process.env.SPANISH_WALK_SHOTS ?? 'test-results/screenshots/spanish-walk';
// The machine these run on is shared and busy: wait longer than the defaults for the lazy form and the map.
const expect = baseExpect.configure({ timeout: 30_000 });
const dictionary = englishDictionary();
/** Places typed or named by the geocoder: their words are the place's, not the page's. */
const PLACES = ['Zzzxq unknown place', 'JFK Terminal 4', 'Times Square'];
const newYorkDate = (days: number) => newYorkLocal(days * 24 * 60).date;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.use({
  locale: 'es-US',
  extraHTTPHeaders: { 'accept-language': 'es-US,es;q=0.9' },
  viewport: { width: 390, height: 844 },
  // The refused places are 400 answers, which Chromium logs as console errors.
  allowConsole: /status of 400/,
});
test.describe.configure({ timeout: 240_000 });

/** Waits for the page to settle (requests, lazy texts), then finds no English on it. */
async function expectNoEnglish(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const leaks = englishLeaks(await visibleTexts(page), dictionary, PLACES);
  expect(leaks, `English on the Spanish ${where}`).toEqual([]);
}

async function shoot(page: Page, name: string) {
  mkdirSync(`${SHOTS}/screens`, { recursive: true });
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  // And screen by screen, to read at full size.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, i = 1; y < height && i <= 8; y += 844, i += 1) {
    const clip = { x: 0, y, width: 390, height: Math.min(844, height - y) };
    await page.screenshot({ path: `${SHOTS}/screens/${name}-${i}.png`, fullPage: true, clip });
  }
}

const widgetOf = (page: Page) => page.locator('#booking-widget');

/** A blank map tile (1×1 PNG). */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Map tiles that load (the e2e server has none configured), so the maps show their tiles' credit, which
 * the public configuration gives in English.
 */
async function serveTiles(page: Page) {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const json = { ...((await response.json()) as object), mapTileUrl: '/e2e-tiles/{z}/{x}/{y}.png' };
    await route.fulfill({ response, json });
  });
  await page.route('**/e2e-tiles/**', (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
}

/** Home, step 1: point to point, then the ride form (no language chosen: the browser's Spanish). */
async function openRideForm(page: Page): Promise<Locator> {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const widget = widgetOf(page);
  await expect(widget.getByLabel('Tipo de servicio')).toBeVisible();
  await expectNoEnglish(page, 'home page');
  await shoot(page, '01-home');
  await widget.getByLabel('Tipo de servicio').selectOption('point-to-point');
  await widget.getByRole('button', { name: 'SIGUIENTE PASO' }).click();
  await expect(widget.getByRole('combobox', { name: 'Dirección de recogida' })).toBeVisible();
  return widget;
}

async function fillWhen(widget: Locator, date: string, time: string) {
  const when = widget.getByRole('group', { name: 'Fecha y hora de recogida' });
  await when.getByLabel('Fecha', { exact: true }).fill(date);
  await when.getByLabel('Hora', { exact: true }).fill(time);
}

/** Types an address, waits for the suggestions and picks one (the Spanish listbox). */
async function pickAddress(page: Page, field: Locator, text: string, option: RegExp) {
  const answered = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/api/places/autocomplete' &&
      new URL(res.url()).searchParams.get('input') === text,
  );
  await field.pressSequentially(text, { delay: 30 });
  await answered;
  const list = page.getByRole('listbox', { name: 'Sugerencias de direcciones' });
  await expect(list).toBeVisible();
  await expectNoEnglish(page, 'address suggestions');
  await list.getByRole('option', { name: option }).first().click();
  await expect(field).toHaveValue(option);
}

/** A place the server refuses as outside its area (the places port decides which it knows). */
async function outsidePlace(page: Page): Promise<string> {
  for (const text of ['Philadelphia, PA', 'Boston, MA', 'Albany, NY', 'Trenton, NJ', '42.3601,-71.0589']) {
    const res = await page.request.post('/api/quotes', {
      data: {
        serviceType: 'point-to-point',
        pickup: text,
        destination: 'Times Square',
        pickupDateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      },
    });
    const body = (await res.json()) as { fieldErrors?: { pickup?: { code: string } } };
    if (res.status() === 400 && /OutsideArea$/.test(body.fieldErrors?.pickup?.code ?? '')) return text;
  }
  throw new Error('The server refused none of the candidate places as outside its area');
}

test('a Spanish-speaking guest books in Spanish from home to confirmation, refusals included', async ({
  page,
}) => {
  // Step 1, refused: a place nobody knows, then a place outside the area, each said in Spanish on its field.
  const outside = await outsidePlace(page);
  await serveTiles(page);
  const widget = await openRideForm(page);
  const pickup = widget.getByRole('combobox', { name: 'Dirección de recogida' });
  const destination = widget.getByRole('combobox', { name: 'Dirección de destino' });
  const submit = widget.getByRole('button', { name: 'VER MIS PRECIOS' });
  await pickup.fill('Zzzxq unknown place');
  await destination.fill('Times Square');
  await fillWhen(widget, newYorkDate(3), '14:30');
  await submit.click();
  await expect(widget.getByText('No encontramos esa dirección de recogida')).toBeVisible();
  await expect(pickup).toHaveAttribute('aria-invalid', 'true');
  await expectNoEnglish(page, 'ride form (unknown pickup)');
  await shoot(page, '02-home-unknown-pickup');

  await pickup.fill(outside);
  await submit.click();
  await expect(widget.getByText(/^Atendemos la ciudad de Nueva York y sus alrededores; esa/)).toBeVisible();
  await expectNoEnglish(page, 'ride form (outside the area)');
  await shoot(page, '03-home-outside-area');

  // Step 1, accepted: addresses from the suggestions.
  await pickup.fill('');
  await pickAddress(page, pickup, 'jfk t4', /JFK Terminal 4/);
  await destination.fill('');
  await pickAddress(page, destination, 'times sq', /Times Square/);
  await expectNoEnglish(page, 'ride form');
  await shoot(page, '04-home-ride-form');
  await submit.click();

  // Step 2: vehicles and their prices.
  await expect(page).toHaveURL(/\/vehicle-selection\/point-to-point$/);
  const sedan = page.locator('[data-vehicle-id="sedan-cadillac"]');
  await expect(sedan.getByTestId('vehicle-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expectNoEnglish(page, 'vehicle selection');
  await shoot(page, '05-vehicle-selection');
  await sedan.getByRole('button', { name: /^Seleccionar vehículo: / }).click();

  // Step 3: continue as a guest.
  await expect(page).toHaveURL(/\/auth$/);
  const guest = page.getByRole('region', { name: 'Continuar como invitado' });
  await expect(guest).toBeVisible();
  await expectNoEnglish(page, 'guest details');
  await shoot(page, '06-guest');
  await guest.getByLabel('Correo electrónico').fill(`guest.es.${unique()}@example.com`);
  await guest.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await guest.getByLabel('Apellido').fill('Paredes');
  await guest.getByLabel('Teléfono').fill('(917) 555-0123');
  await guest.getByRole('button', { name: 'Continuar como invitado' }).click();

  // Step 4: booking details.
  await expect(page).toHaveURL(/\/booking-details$/);
  await expect(page.getByTestId('summary-updating')).toHaveText('');
  const map = page.getByTestId('route-map');
  await expect(map).toHaveAttribute('data-map-state', 'ready');
  await expect(map.getByText('Datos del mapa © colaboradores de OpenStreetMap')).toBeVisible();
  await expectNoEnglish(page, 'booking details');
  await shoot(page, '07-booking-details');
  await page.getByTestId('continue-to-payment').click();

  // Step 5: checkout with the test card.
  await expect(page).toHaveURL(/\/stripe-checkout\?booking=/);
  const pay = page.getByRole('button', { name: /^Pagar \$/ });
  await expect(pay).toBeVisible();
  await expectNoEnglish(page, 'checkout');
  await shoot(page, '08-checkout');
  const card = page.getByRole('group', { name: 'Datos de la tarjeta' });
  await card.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await card.getByLabel('Vencimiento').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByLabel('Código postal').fill('10036');
  await expectNoEnglish(page, 'checkout (card filled)');
  await pay.click();

  // The confirmation.
  await expect(page).toHaveURL(/\/booking-confirmation\?number=NYC-\w+&token=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Reserva confirmada!');
  await expectNoEnglish(page, 'confirmation');
  await shoot(page, '09-confirmation');
});

test('a ride the server refuses on vehicle selection is said in Spanish', async ({ page }) => {
  await page.goto('/terms');
  await page.evaluate((draft) => localStorage.setItem('bookingData', JSON.stringify(draft)), {
    serviceType: 'point-to-point',
    serviceName: 'Point to Point',
    pickupAddress: 'Zzzxq unknown place',
    destinationAddress: 'Times Square',
    pickupDate: newYorkDate(4),
    pickupTime: '15:00',
    returnTrip: false,
  });
  await page.goto('/vehicle-selection/point-to-point');
  await expect(page.getByTestId('quote-error-message')).toHaveText(
    'No encontramos esa dirección de recogida',
  );
  await expectNoEnglish(page, 'vehicle selection (refused)');
  await shoot(page, '10-vehicle-selection-refused');
});

test.describe('a page that fails to load', () => {
  // The aborted chunks are logged as failed loads.
  test.use({ allowConsole: /ERR_FAILED|Failed to (load|fetch)|dynamically imported module/ });

  test('shows the error screen in Spanish when the page code fails to arrive', async ({ page }) => {
    // A quiet page (no lazy form of its own to fetch later), fully loaded.
    await page.goto('/terms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.waitForLoadState('networkidle');
    // The next page's code and texts fail to arrive, as after a deploy.
    await page.route(/\/assets\/(privacy-page|legal)-[\w-]+\.js(\?.*)?$/, (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Algo salió mal');
    await expect(page.getByRole('button', { name: 'Volver a cargar' })).toBeVisible();
    await expectNoEnglish(page, 'page-error screen');
    await shoot(page, '11-page-error');
  });
});
