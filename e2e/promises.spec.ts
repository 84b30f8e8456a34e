import type { Page } from '@playwright/test';
import { expect, screenshots, setLanguage, test } from './fixtures.ts';

/**
 * Issue 15: every promise on the site says what the product does. No SMS or text messages (the product emails),
 * no automatic flight tracking (the chauffeur gets the flight number; waiting counts from landing), the live
 * position only as it exists (the assigned chauffeur's position on the booking's page), and the Terms state
 * the vehicle perks and the cancellation policy the server applies (decision 17).
 */

const MAIN_PAGES = [
  '/',
  '/services/airport-transfer',
  '/services/hourly-service',
  '/services/point-to-point',
  '/services/corporate',
  '/services/events',
  '/services/wedding',
  '/services/event-packages',
  '/fleet',
  '/about',
  '/terms',
  '/privacy',
  '/auth',
  '/login',
  '/signup',
  '/driver-request',
];

/** Promises the product does not keep, in either language. */
const BROKEN_PROMISES = [
  /\bSMS\b/i,
  /text message/i,
  /mensajes? de texto/i,
  /flight tracking/i,
  /track(?:s|ing)? (?:your|the) flight/i,
  /follow(?:s)? your flight/i,
  /seguimiento de(?:l)? vuelos?/i,
  /segui(?:mos|r) su vuelo/i,
  /sigue su vuelo/i,
  /real[- ]time/i,
  /tiempo real/i,
];

/** All the page's text, shown or not yet shown (collapsed answers, other tabs), once it has rendered. */
async function pageText(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.getElementById('root')?.textContent ?? '');
}

test.describe('every promise on the site is one the product keeps', () => {
  for (const lang of ['en', 'es'] as const) {
    test(`no SMS, text message, flight tracking or real-time promise on the main pages (${lang})`, async ({
      page,
    }) => {
      test.slow();
      await page.goto('/terms');
      await setLanguage(page, lang);
      for (const path of MAIN_PAGES) {
        const text = await pageText(page, path);
        expect(text.length, path).toBeGreaterThan(200);
        for (const promise of BROKEN_PROMISES)
          expect(text, `${path} (${lang}): ${promise}`).not.toMatch(promise);
      }
    });
  }

  test('the home page’s teaser says what every booking includes, as it exists (en and es)', async ({
    page,
  }) => {
    await page.goto('/');
    const teaser = page.locator('#tracking');
    await teaser.scrollIntoViewIfNeeded();
    await expect(teaser.getByRole('heading', { level: 2 })).toHaveText(
      'Know who is coming, and where they are',
    );
    await expect(teaser.getByRole('heading', { name: 'Your chauffeur on the map' })).toBeVisible();
    await expect(teaser.getByRole('heading', { name: 'An email at every step' })).toBeVisible();
    await expect(teaser).toContainText('name, phone number, vehicle and plate');
    await expect(teaser).toContainText('refreshed every 15 seconds');
    await expect(teaser.getByRole('heading', { name: '90 minutes of free airport waiting' })).toBeVisible();
    await teaser.screenshot({ path: 'test-results/screenshots/promises-teaser-en.png' });

    await setLanguage(page, 'es');
    await page.reload();
    await teaser.scrollIntoViewIfNeeded();
    await expect(teaser.getByRole('heading', { level: 2 })).toHaveText('Sepa quién viene y dónde está');
    await expect(teaser.getByRole('heading', { name: 'Un correo en cada paso' })).toBeVisible();
    await expect(teaser).toContainText('nombre, teléfono, vehículo y placa');
    await teaser.screenshot({ path: 'test-results/screenshots/promises-teaser-es.png' });
  });

  test('the Terms state the vehicle perks and the cancellation and waiting policy the product applies', async ({
    page,
  }) => {
    await page.goto('/terms');
    const included = page.locator('section#included');
    await expect(included.getByRole('heading', { level: 2 })).toContainText('What every ride includes');
    // The four perks of every vehicle card (vehicle selection), each explained.
    for (const perk of ['Free WiFi', 'Free waiting', 'Secure payment', 'Free cancellation'])
      await expect(included.locator('strong', { hasText: perk })).toBeVisible();
    await expect(included).toContainText('up to 90 minutes from your flight');
    await expect(included).toContainText('15 minutes after the scheduled time');

    const cancellation = page.locator('section#cancellation');
    await expect(cancellation).toContainText(
      'You can cancel free of charge up to 24 hours before the scheduled pickup time, with a full refund',
    );
    await expect(cancellation).toContainText('Cancelled 24 hours or more before pickup: full refund.');
    await expect(cancellation).toContainText(
      'Cancelled less than 24 hours before pickup, before the trip starts: 50% of the booking total is refunded.',
    );
    await expect(cancellation).toContainText('My Bookings');
    await expect(cancellation).toContainText('the link in your confirmation email');
    await expect(cancellation).toContainText('through our payment processor');
    // One policy for every booking (the server has no other): no 7-day or 48-hour schedule.
    await expect(cancellation).not.toContainText('7 days');
    await expect(cancellation).not.toContainText('48 hours');

    const waiting = page.locator('section#waiting');
    await expect(waiting).toContainText("up to 90 minutes of waiting from your flight's landing");
    await expect(waiting).toContainText('the first 15 minutes after the scheduled pickup time');

    // The perks' links lead to their sections.
    await included.getByRole('link', { name: 'Cancellations and refunds' }).click();
    await expect(page).toHaveURL(/\/terms#cancellation$/);
    await screenshots(page, 'terms', '/terms#included');

    await setLanguage(page, 'es');
    await page.goto('/terms');
    await expect(page.locator('section#included')).toContainText('WiFi gratis');
    await expect(page.locator('section#included')).toContainText('Pago seguro');
    const es = page.locator('section#cancellation');
    await expect(es).toContainText('Puede cancelar sin costo hasta 24 horas antes de la hora de recogida');
    await expect(es).toContainText('se reembolsa el 50 % del total de la reserva');
    await expect(es).toContainText('Mis reservas');
    await expect(es).toContainText('correo de confirmación');
    await expect(page.locator('section#waiting')).toContainText(
      'hasta 90 minutos de espera desde el aterrizaje',
    );
  });
});
