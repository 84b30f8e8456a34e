import type { Page } from '@playwright/test';
import { expect, readStored, screenshots, setLanguage, test } from './fixtures.ts';
import { newYorkLocal, pickAddress } from './ride.ts';

interface VehicleQuote {
  vehicleId: string;
  vehicleCode: string;
  subtotalCents: number;
  totalCents: number;
  calculatedPricing: { finalPrice: number };
}

const VEHICLE_IDS = ['sedan-cadillac', 'sedan-continental', 'suv-suburban', 'suv-escalade', 'sprinter'];
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A draft written as the home widget writes it, for a custom point-to-point ride. */
async function saveDraft(page: Page, draft: Record<string, unknown>) {
  await page.goto('/terms');
  await page.evaluate((d) => localStorage.setItem('bookingData', JSON.stringify(d)), draft);
}

/** The home widget's draft of a custom ride from JFK Terminal 4 to Times Square, three days ahead at 16:00. */
const jfkToTimesSquare = (more: Record<string, unknown> = {}) => ({
  serviceType: 'point-to-point',
  serviceName: 'Point to Point',
  pickupAddress: 'JFK Terminal 4',
  destinationAddress: 'Times Square',
  pickupDate: newYorkLocal(3 * 24 * 60).date,
  pickupTime: '16:00',
  returnTrip: false,
  ...more,
});

const card = (page: Page, vehicleId: string) => page.locator(`[data-vehicle-id="${vehicleId}"]`);

test.describe('vehicle selection (booking step 2)', () => {
  test('a point-to-point ride from the home page: five vehicles priced by the server, choose the Escalade', async ({
    page,
  }) => {
    await page.goto('/');
    const widget = page.locator('#booking-widget');
    await widget.getByLabel('Service type').selectOption('point-to-point');
    await widget.getByRole('button', { name: 'NEXT STEP' }).click();
    await pickAddress(
      page,
      widget.getByRole('combobox', { name: 'Pickup address' }),
      'jfk t4',
      /JFK Terminal 4/,
    );
    // Barclays Center, not Times Square: JFK to Manhattan is the JFK package's ride whoever books it (one ride,
    // one price: issue 34); this test reads the custom formula's lines.
    await pickAddress(
      page,
      widget.getByRole('combobox', { name: 'Destination address' }),
      'barclays',
      /Barclays Center/,
    );
    const { date } = newYorkLocal(3 * 24 * 60);
    const when = widget.getByRole('group', { name: 'Pickup date and time' });
    await when.getByLabel('Date').fill(date);
    await when.getByLabel('Time').fill('14:30');

    const quoted = page.waitForRequest(
      (req) => new URL(req.url()).pathname === '/api/quotes' && req.method() === 'POST',
    );
    await widget.getByRole('button', { name: 'GET MY PRICES' }).click();
    await expect(page).toHaveURL(/\/vehicle-selection\/point-to-point$/);
    const body = (await quoted).postDataJSON() as Record<string, unknown>;
    // The browser sends what the customer chose, never an amount.
    expect(body).toMatchObject({ serviceType: 'point-to-point', returnTrip: false });
    expect(String(body.pickup)).toMatch(/^gz:/);
    // The party asked with the ride (decision 18) goes with every quote.
    expect(Object.keys(body).sort()).toEqual([
      'bags',
      'destination',
      'passengers',
      'pickup',
      'pickupDateTime',
      'returnTrip',
      'serviceType',
    ]);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Point-to-Point Service');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Step 2 of 5')).toBeVisible();
    const summary = page.getByTestId('ride-summary');
    await expect(summary.getByTestId('summary-pickup')).toContainText('JFK Terminal 4');
    await expect(summary.getByTestId('summary-destination')).toContainText('Barclays Center');
    await expect(summary.getByTestId('summary-dateTime')).toContainText('2:30 PM');

    const options = page.getByTestId('vehicle-option');
    await expect(options).toHaveCount(5);
    expect(await options.evaluateAll((els) => els.map((e) => e.getAttribute('data-vehicle-id')))).toEqual(
      VEHICLE_IDS,
    );
    for (const id of VEHICLE_IDS) {
      await expect(card(page, id).getByTestId('vehicle-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
    }
    await expect(page.getByTestId('vehicle-skeleton')).toHaveCount(0);

    const map = page.getByTestId('route-map');
    await expect(map).toHaveAttribute('data-map-state', 'ready');
    await expect(map.getByTestId('route-distance')).toHaveText(/^\d+(\.\d)? mi$/);

    // The Escalade's card: catalogue details, this ride's perks (an airport pickup days ahead), and the server's
    // breakdown (folded under the all-in total: its lines are there, shown on a tap).
    const escalade = card(page, 'suv-escalade');
    await expect(escalade.getByRole('heading', { level: 3 })).toHaveText('Cadillac Escalade ESV');
    await expect(escalade.locator('img')).toHaveAttribute('src', /\/images\/vehicles\/suv-escalade/);
    await expect(escalade).toContainText('6 passengers');
    for (const perk of [
      'Free WiFi',
      '90 min free waiting from landing',
      'Secure payment',
      'Free cancellation until',
    ]) {
      await expect(escalade.getByText(perk)).toBeVisible();
    }
    await expect(escalade.getByTestId('line-base')).toContainText('Base fare');
    await expect(escalade.getByTestId('line-distance')).toContainText(/Distance charge \(\d+\.\d mi\)/);
    await expect(escalade.getByTestId('line-card-fee')).toContainText('Card fee (4%)');
    await expect(escalade.getByTestId('line-stc')).toContainText('Standard transportation charge (STC)');
    await expect(escalade.getByTestId('line-stc')).toContainText('14% of the base fare and distance');
    await expect(escalade.getByTestId('line-admin')).toContainText('$15.00');
    await expect(escalade.getByTestId('line-extras')).toContainText('None yet');
    await expect(escalade.getByTestId('line-tax')).toContainText('Tax (8.875%)');

    // The same request priced from the test gives the same total.
    const answer = await page.request.post('/api/quotes', { data: body });
    expect(answer.ok()).toBe(true);
    const server = (await answer.json()) as { vehicles: VehicleQuote[] };
    const serverEscalade = server.vehicles.find((v) => v.vehicleId === 'suv-escalade');
    expect(serverEscalade).toBeTruthy();
    await expect(escalade.getByTestId('vehicle-total')).toHaveText(usd(serverEscalade?.totalCents ?? 0));
    await expect(escalade.getByTestId('line-subtotal')).toContainText(
      usd(serverEscalade?.subtotalCents ?? 0),
    );

    await screenshots(page, 'vehicle-selection-point-to-point', '/vehicle-selection/point-to-point');
    await expect(options).toHaveCount(5);

    // Keyboard: focus the Escalade's button and press Enter.
    const select = escalade.getByRole('button', { name: 'Select Vehicle: Cadillac Escalade ESV' });
    await select.focus();
    // The choice and "Proceeding…" show for a second before the next step: read in the page as they appear,
    // so a busy machine's slower assertions cannot miss them.
    const shown = page.evaluate(
      () =>
        new Promise<{ proceeding: string; card: string }>((resolve) => {
          const read = () => {
            const proceeding = document.querySelector('[data-testid="proceeding"]')?.textContent ?? '';
            if (!proceeding) return false;
            const card = document.querySelector('[data-vehicle-id="suv-escalade"]')?.textContent ?? '';
            resolve({ proceeding, card });
            return true;
          };
          if (read()) return;
          const watch = new MutationObserver(() => read() && watch.disconnect());
          watch.observe(document.body, { subtree: true, childList: true, characterData: true });
        }),
    );
    await page.keyboard.press('Enter');
    const seen = await shown;
    expect(seen.proceeding).toContain('Proceeding');
    expect(seen.card).toContain('Selected');
    await expect(page).toHaveURL(/\/auth$/);

    expect(await readStored(page, 'selectedVehicleId')).toBe('suv-escalade');
    expect(await readStored(page, 'selectedVehicleCode')).toBe('escalade');
    expect(await readStored(page, 'calculatedPricing')).toEqual(serverEscalade?.calculatedPricing);
    expect(await readStored(page, 'bookingData')).toMatchObject({
      serviceType: 'point-to-point',
      vehicleId: 'suv-escalade',
      vehicleName: 'Cadillac Escalade ESV',
      finalPrice: serverEscalade?.calculatedPricing.finalPrice,
    });

    // Back from /auth: the earlier choice is highlighted but not chosen again by itself.
    await page.getByRole('link', { name: 'Back to vehicle selection' }).click();
    await expect(page).toHaveURL(/\/vehicle-selection\/point-to-point$/);
    await expect(card(page, 'suv-escalade')).toContainText('Previously chosen');
    await expect(card(page, 'suv-escalade').getByRole('button', { name: /^Select Vehicle/ })).toBeVisible();
    await page.waitForTimeout(1200);
    await expect(page).toHaveURL(/\/vehicle-selection\/point-to-point$/);
  });

  test("the browser's Intl data loads on a worker's thread before the step renders, then the prices show", async ({
    page,
  }) => {
    await saveDraft(page, jfkToTimesSquare({ passengers: 2, bags: 1 }));
    const refused: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' && /worker|Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    // main.tsx, warmIntl: a worker of the site's own (the CSP allows same-origin scripts only).
    const worker = page.waitForEvent('worker');
    await page.goto('/vehicle-selection/point-to-point');
    expect(new URL((await worker).url()).pathname).toMatch(/^\/assets\/intl-warmup\.worker-[\w-]+\.js$/);
    await expect(card(page, 'sedan-cadillac').getByTestId('line-subtotal')).toHaveText(
      /Subtotal\s*\$\d+\.\d\d/,
    );
    await expect(page.getByTestId('summary-dateTime')).toContainText('4:00 PM');
    expect(refused).toEqual([]);
  });

  test('the hourly Standard Package shows hours x rate: the sedan at 4 h × $89.75 = $359.00', async ({
    page,
  }) => {
    await page.goto('/services/hourly-service');
    await page.getByRole('button', { name: /^Book This Package\W+Standard Package$/ }).click();
    await expect(page).toHaveURL('/vehicle-selection/hourly-service');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hourly Chauffeur Service');

    const service = page.getByTestId('service-card');
    await expect(service).toContainText('Hourly/As Directed');
    await expect(service).toContainText('Standard Package');
    await expect(service).toContainText('From $359');
    await expect(service).toContainText('4 hours');
    await expect(page.getByTestId('summary-dateTime')).toContainText('You choose it in the booking details');

    const sedan = card(page, 'sedan-cadillac');
    await expect(sedan.getByTestId('line-hourly')).toHaveText(/4 h × \$89\.75\s*\$359\.00/);
    await expect(sedan.getByTestId('line-subtotal')).toHaveText(/Subtotal\s*\$359\.00/);
    await expect(sedan.getByTestId('line-base')).toHaveCount(0);
    await expect(page.getByTestId('vehicle-option')).toHaveCount(5);
    for (const id of VEHICLE_IDS) {
      await expect(card(page, id).getByTestId('line-hourly')).toContainText('4 h ×');
    }
    await screenshots(page, 'vehicle-selection-hourly', '/vehicle-selection/hourly-service');
  });

  for (const lang of ['en', 'es'] as const) {
    test(`a party of 5 with 4 bags: the sedans say they are too small and cannot be chosen (${lang})`, async ({
      page,
    }) => {
      await saveDraft(page, jfkToTimesSquare({ passengers: 5, bags: 4 }));
      await setLanguage(page, lang);
      const quoted = page.waitForRequest(
        (req) => new URL(req.url()).pathname === '/api/quotes' && req.method() === 'POST',
      );
      await page.goto('/vehicle-selection/point-to-point');
      expect((await quoted).postDataJSON()).toMatchObject({ passengers: 5, bags: 4 });
      await expect(page.getByTestId('summary-party')).toContainText(
        lang === 'en' ? '5 passengers and 4 bags' : '5 pasajeros y 4 maletas',
      );
      for (const id of ['sedan-cadillac', 'sedan-continental']) {
        const small = card(page, id);
        await expect(small).toHaveAttribute('data-fits', 'false');
        await expect(small.getByTestId('vehicle-too-small')).toContainText(
          lang === 'en'
            ? 'Too small for your party: it seats 3 passengers with 3 bags; your party is 5 passengers and 4 bags.'
            : 'Demasiado pequeño para su grupo: lleva 3 pasajeros con 3 maletas; su grupo es de 5 pasajeros y 4 maletas.',
        );
        await expect(small.getByTestId('select-vehicle')).toBeDisabled();
      }
      for (const id of ['suv-suburban', 'suv-escalade', 'sprinter']) {
        await expect(card(page, id)).toHaveAttribute('data-fits', 'true');
        await expect(card(page, id).getByTestId('select-vehicle')).toBeEnabled();
      }
      // A click on the disabled button chooses nothing.
      await card(page, 'sedan-cadillac').getByTestId('select-vehicle').click({ force: true });
      await page.waitForTimeout(1200);
      await expect(page).toHaveURL(/\/vehicle-selection\/point-to-point$/);
      expect(await readStored(page, 'bookingData')).not.toHaveProperty('vehicleId');
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await card(page, 'sedan-cadillac').scrollIntoViewIfNeeded();
        await page.screenshot({
          path: `test-results/screenshots/vehicle-party-too-large-${lang}-${width}.png`,
          fullPage: true,
        });
        await card(page, 'sedan-cadillac').screenshot({
          path: `test-results/screenshots/vehicle-party-too-large-card-${lang}-${width}.png`,
        });
      }
      await card(page, 'suv-suburban').getByTestId('select-vehicle').click();
      await expect(page).toHaveURL(/\/auth$/);
    });
  }

  test('a vehicle chosen on the fleet page is highlighted but still needs the click', async ({ page }) => {
    const { date } = newYorkLocal(3 * 24 * 60);
    await saveDraft(page, {
      serviceType: 'hourly-service',
      package: 'basic',
      packageName: 'Basic Package',
      hours: 2,
      basePrice: 199,
      pickupDate: date,
      pickupTime: '10:00',
    });
    await page.evaluate(() => localStorage.setItem('selectedVehicleId', JSON.stringify('sprinter')));
    await page.goto('/vehicle-selection/hourly-service');
    const sprinter = card(page, 'sprinter');
    await expect(sprinter).toContainText('Previously chosen');
    await expect(card(page, 'sedan-cadillac')).not.toContainText('Previously chosen');
    await expect(sprinter).not.toHaveAttribute('data-selected');
    await page.waitForTimeout(1200);
    await expect(page).toHaveURL('/vehicle-selection/hourly-service');
    await card(page, 'sedan-cadillac')
      .getByRole('button', { name: /^Select Vehicle/ })
      .click();
    await expect(page).toHaveURL(/\/auth$/);
    expect(await readStored(page, 'selectedVehicleId')).toBe('sedan-cadillac');
  });

  test('without a saved booking the page goes home', async ({ page }) => {
    await page.goto('/vehicle-selection/point-to-point');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#booking-widget')).toBeVisible();
  });

  test.describe('a pickup too soon', () => {
    test.use({ allowConsole: /status of 400/ });

    test("shows the server's message, Try Again, and a way back to the prefilled ride", async ({ page }) => {
      const soon = newYorkLocal(30);
      await saveDraft(page, jfkToTimesSquare({ pickupDate: soon.date, pickupTime: soon.time }));
      await page.goto('/vehicle-selection/point-to-point');
      const error = page.getByTestId('quote-error');
      await expect(error).toBeVisible();
      await expect(error.getByTestId('quote-error-message')).toHaveText(
        'Pickup must be at least 2 hours from now',
      );
      await expect(page.getByTestId('vehicle-option')).toHaveCount(0);
      await screenshots(page, 'vehicle-selection-error', '/vehicle-selection/point-to-point');

      const again = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/quotes');
      const tryAgain = error.getByRole('button', { name: 'Try Again' });
      await tryAgain.click();
      expect((await again).status()).toBe(400);
      await expect(tryAgain).toBeFocused();
      await expect(error.getByTestId('quote-error-message')).toHaveText(
        'Pickup must be at least 2 hours from now',
      );

      await error.getByRole('link', { name: 'Edit your ride' }).click();
      await expect(page).toHaveURL(/\/$/);
      const widget = page.locator('#booking-widget');
      await expect(widget.getByRole('combobox', { name: 'Pickup address' })).toHaveValue('JFK Terminal 4');
      await expect(widget.getByRole('combobox', { name: 'Destination address' })).toHaveValue('Times Square');
    });
  });

  test.describe('hours too few for the route (decision 20)', () => {
    test.use({ allowConsole: /status of 400/ });

    test('an hourly ride to Montauk booked for 2 hours offers the 4 it needs, then prices them', async ({
      page,
    }) => {
      await saveDraft(page, {
        serviceType: 'hourly-service',
        serviceName: 'Hourly/As Directed',
        package: 'basic',
        packageName: 'Basic Package',
        hours: 2,
        pickupAddress: 'Times Square',
        destinationAddress: 'Montauk',
        pickupDate: newYorkLocal(3 * 24 * 60).date,
        pickupTime: '11:00',
      });
      await page.goto('/vehicle-selection/hourly-service');
      const error = page.getByTestId('quote-error');
      await expect(error.getByTestId('quote-error-message')).toHaveText(
        /^The route you gave takes longer to drive than 2 hours: book at least \d+ hours\.$/,
      );
      await expect(page.getByTestId('vehicle-option')).toHaveCount(0);
      const offer = error.getByTestId('quote-book-hours');
      await expect(offer).toHaveText(/^Book \d+ hours$/i);
      const hours = Number((await offer.textContent())?.match(/\d+/)?.[0]);
      expect(hours).toBeGreaterThanOrEqual(3);
      await offer.click();
      await expect(page.getByTestId('vehicle-option')).toHaveCount(VEHICLE_IDS.length);
      await expect(page.getByTestId('quote-error')).toHaveCount(0);
      expect(await readStored(page, 'bookingData')).toMatchObject({ hours, destinationAddress: 'Montauk' });
    });
  });

  test('a custom route without addresses asks for them instead of pricing', async ({ page }) => {
    await page.goto('/services/point-to-point');
    await page.getByRole('button', { name: 'Book Custom Route' }).click();
    await expect(page).toHaveURL('/vehicle-selection/point-to-point');
    const incomplete = page.getByTestId('ride-incomplete');
    await expect(incomplete).toContainText('Pickup address');
    await expect(incomplete).toContainText('Destination address');
    await incomplete.getByRole('link', { name: 'Complete your ride' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('renders in Spanish', async ({ page }) => {
    const { date } = newYorkLocal(3 * 24 * 60);
    await saveDraft(
      page,
      jfkToTimesSquare({
        // A custom ride (JFK to Times Square is the JFK package's: issue 34), so its lines are the formula's.
        destinationAddress: 'Barclays Center',
        pickupDate: date,
        pickupTime: '09:15',
        returnTrip: true,
        returnDate: date,
        returnTime: '20:00',
      }),
    );
    await setLanguage(page, 'es');
    await page.goto('/vehicle-selection/point-to-point');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Servicio punto a punto');
    await expect(page.getByText('Paso 2 de 5')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Seleccione su vehículo' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Seleccionar vehículo/ })).toHaveCount(5);
    const sedan = card(page, 'sedan-cadillac');
    await expect(sedan).toContainText('WiFi gratis');
    await expect(sedan).toContainText('Cancelación gratuita');
    await expect(sedan).toContainText('Interior de cuero');
    await expect(sedan.getByTestId('leg-outbound')).toContainText('Viaje de ida');
    await expect(sedan.getByTestId('leg-return')).toContainText('Viaje de regreso');
    await expect(sedan.getByTestId('line-base').first()).toContainText('Tarifa base');
    await expect(sedan.getByTestId('line-tax')).toContainText('Impuesto');
    await expect(page.getByTestId('summary-return')).toContainText('8:00');
    await screenshots(page, 'vehicle-selection-es', '/vehicle-selection/point-to-point');
  });
});
