import type { Locator, Page } from '@playwright/test';
import { bookingLink } from '../src/shared/domain/booking-link.ts';
import { expect as baseExpect, readStored, setLanguage, test } from './fixtures.ts';
import { newYorkLocal } from './ride.ts';

/**
 * The home page's ride form (booking step 1, issue 15): what the server refuses is refused here, on the
 * fields; an address placed approximately is shown for the customer to confirm or move; hourly asks the
 * hours; the party is asked with the ride; the airport card; and every Book button and booking link arrives
 * with its choice in the form.
 */

const SHOTS = 'test-results/screenshots';
// The machine these run on is shared and busy: wait longer than the defaults for the lazy form and the map.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });
const newYorkDate = (days: number) => newYorkLocal(days * 24 * 60).date;
const widgetOf = (page: Page) => page.locator('#booking-widget');

async function fillWhen(widget: Locator, date: string, time: string) {
  const when = widget.getByRole('group', { name: /Pickup date and time|Fecha y hora de recogida/ });
  await when.getByLabel(/^(Date|Fecha)$/).fill(date);
  await when.getByLabel(/^(Time|Hora)$/).fill(time);
}

/** The POST /api/quotes bodies the page sends from now on. */
function quoteBodies(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/quotes')
      bodies.push(req.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

/** No horizontal scrolling: nothing is wider than the viewport. */
async function expectNoOverflow(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

const OUTSIDE = {
  'maps.addressOutsideArea': 'We serve New York City and its surroundings; that address is outside our area',
  'maps.locationOutsideArea':
    'We serve New York City and its surroundings; that location is outside our area',
} as const;

/**
 * Asks the server which of these places it refuses as outside the service area (a town the places port
 * knows far away, or a point in Boston), with the message it gives.
 */
async function outsideAddress(page: Page): Promise<{ text: string; message: string }> {
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
    const code = body.fieldErrors?.pickup?.code;
    if (res.status() === 400 && code && code in OUTSIDE)
      return { text, message: OUTSIDE[code as keyof typeof OUTSIDE] };
  }
  throw new Error('The server refused none of the candidate places as outside its area');
}

/** Asks the server which of these texts it can only place approximately (the places port decides). */
async function approximateAddress(page: Page): Promise<{ typed: string; placed: string }> {
  for (const typed of ['W 42nd St', 'Broadway', 'E 86th St', 'Lexington Ave', 'Yonkers']) {
    const res = await page.request.post('/api/quotes', {
      data: {
        serviceType: 'point-to-point',
        pickup: typed,
        destination: 'Times Square',
        pickupDateTime: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      },
    });
    if (!res.ok()) continue;
    const body = (await res.json()) as { pickupPlace: { approximate: boolean; address: string } | null };
    if (body.pickupPlace?.approximate) return { typed, placed: body.pickupPlace.address };
  }
  throw new Error('The server placed none of the candidate addresses approximately');
}

test.describe('ride form: refused on step 1', () => {
  test.use({ allowConsole: /status of 400/ });

  test('an address outside the service area is refused on its field, with the server message', async ({
    page,
  }) => {
    await page.goto('/');
    const outside = await outsideAddress(page);
    await page.goto('/?service=point-to-point&showMap=true');
    const widget = widgetOf(page);
    await widget.getByRole('combobox', { name: 'Pickup address' }).fill(outside.text);
    await widget.getByRole('combobox', { name: 'Destination address' }).fill('Times Square');
    await fillWhen(widget, newYorkDate(3), '14:30');
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/quotes');
    await widget.getByRole('button', { name: 'GET MY PRICES' }).click();
    expect((await refused).status()).toBe(400);
    await expect(widget.getByText(outside.message)).toBeVisible();
    await expect(widget.getByRole('combobox', { name: 'Pickup address' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page).toHaveURL(/\/\?service=point-to-point/);
  });

  test('a pickup inside the 2-hour lead time is refused on the time field, in both languages', async ({
    page,
  }) => {
    const soon = newYorkLocal(60);
    for (const [lang, text] of [
      ['en', 'Pickup must be at least 2 hours from now'],
      ['es', 'Su recogida debe programarse con al menos 2 horas de anticipación'],
    ] as const) {
      await page.goto('/');
      await setLanguage(page, lang);
      await page.goto('/?service=point-to-point&showMap=true');
      const widget = widgetOf(page);
      await widget.getByRole('combobox').first().fill('JFK Terminal 4');
      await widget.getByRole('combobox').nth(1).fill('Times Square');
      await fillWhen(widget, soon.date, soon.time);
      await widget.getByRole('button', { name: /GET MY PRICES|VER MIS PRECIOS|OBTENER/ }).click();
      await expect(widget.getByText(text)).toBeVisible();
      await expect(page).toHaveURL(/\/\?service=point-to-point/);
    }
  });

  for (const width of [390, 1280]) {
    test(`a 600-character address is refused and keeps the layout at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/?service=point-to-point&showMap=true');
      const widget = widgetOf(page);
      const long = `${'350 Fifth Avenue, Empire State Building, Midtown Manhattan '.repeat(11)}`.slice(
        0,
        600,
      );
      await widget.getByRole('combobox', { name: 'Pickup address' }).fill(long);
      await widget.getByRole('combobox', { name: 'Destination address' }).fill(long);
      await fillWhen(widget, newYorkDate(3), '14:30');
      await widget.getByRole('button', { name: 'GET MY PRICES' }).click();
      await expect(widget.getByText('Addresses must be at most 300 characters')).toHaveCount(2);
      await expectNoOverflow(page);
      const box = await widget.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(width);
      await widget.scrollIntoViewIfNeeded();
      await widget.screenshot({ path: `${SHOTS}/ride-form-long-address-${width}.png` });
    });
  }
});

test.describe('ride form: an address placed approximately', () => {
  for (const width of [390, 1280]) {
    test(`says so, shows the pin, and goes on only once confirmed (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const { typed, placed } = await approximateAddress(page);
      await page.goto('/?service=point-to-point&showMap=true');
      const widget = widgetOf(page);
      await widget.getByRole('combobox', { name: 'Pickup address' }).fill(typed);
      await widget.getByRole('combobox', { name: 'Destination address' }).fill('Times Square');
      await fillWhen(widget, newYorkDate(3), '14:30');
      await widget.getByRole('button', { name: 'GET MY PRICES' }).click();

      const notice = widget.getByTestId('approximate-pickup');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('Please check your pickup point');
      await expect(notice).toContainText(`We could only place “${typed}” approximately, at ${placed}.`);
      await expect(page).toHaveURL(/\/\?service=point-to-point/);
      const pin = notice.getByTestId('place-pin');
      await expect(pin).toBeVisible();
      await expectNoOverflow(page);
      await notice.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/ride-form-approximate-${width}.png` });

      // Move the pin: drag it 60 px to the right and 40 px up.
      const at = await pin.boundingBox();
      if (!at) throw new Error('no pin');
      await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
      await page.mouse.down();
      await page.mouse.move(at.x + at.width / 2 + 30, at.y + at.height / 2 - 20, { steps: 5 });
      await page.mouse.move(at.x + at.width / 2 + 60, at.y + at.height / 2 - 40, { steps: 5 });
      await page.mouse.up();
      await expect(notice).toContainText('Pin moved.');

      await notice.getByRole('button', { name: 'Confirm and see prices' }).click();
      await expect(page).toHaveURL(/\/vehicle-selection\/point-to-point$/);
      const draft = await readStored(page, 'bookingData');
      expect(draft?.pickupAddress).toBe(typed);
      const point = draft?.pickupLocation as { lat: number; lng: number } | undefined;
      expect(point?.lat).toEqual(expect.any(Number));
      expect(point?.lng).toEqual(expect.any(Number));
    });
  }

  test('in Spanish the notice is Spanish; confirming without moving keeps the placed point', async ({
    page,
  }) => {
    await page.goto('/');
    const { typed } = await approximateAddress(page);
    await setLanguage(page, 'es');
    await page.goto('/?service=point-to-point&showMap=true');
    const widget = widgetOf(page);
    await widget.getByRole('combobox').first().fill(typed);
    await widget.getByRole('combobox').nth(1).fill('Times Square');
    await fillWhen(widget, newYorkDate(3), '14:30');
    const quoted = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/quotes');
    await widget.locator('button[type="submit"]').click();
    const body = (await (await quoted).json()) as { pickupPlace: { location: { lat: number; lng: number } } };
    const notice = widget.getByTestId('approximate-pickup');
    await expect(notice).toContainText('Compruebe su punto de recogida');
    await expect(notice).toContainText(`Solo pudimos situar “${typed}” de forma aproximada`);
    await notice.getByRole('button', { name: 'Confirmar y ver precios' }).click();
    await expect(page).toHaveURL(/\/vehicle-selection\/point-to-point$/);
    const draft = await readStored(page, 'bookingData');
    expect(draft).toMatchObject({ pickupAddress: typed, pickupLocation: body.pickupPlace.location });
  });
});

test.describe('ride form: hours and party', () => {
  for (const width of [390, 1280]) {
    test(`hourly asks 2-12 hours, the party is asked, and both go with the quote (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const bodies = quoteBodies(page);
      await page.goto('/?service=hourly&showMap=true');
      const widget = widgetOf(page);
      const hours = widget.getByLabel('How many hours?');
      await expect(hours).toHaveValue('2');
      const options = await hours.locator('option').allTextContents();
      expect(options).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((h) => `${h} hours`));
      await hours.selectOption('6');
      const passengers = widget.getByRole('spinbutton', { name: 'Passengers' });
      await expect(passengers).toHaveValue('1');
      await widget.getByRole('button', { name: 'One more passenger' }).click();
      await widget.getByRole('button', { name: 'One more passenger' }).click();
      await expect(passengers).toHaveValue('3');
      await widget.getByRole('spinbutton', { name: 'Bags' }).fill('2');
      await widget.getByRole('combobox', { name: 'Pickup address' }).fill('The Plaza Hotel');
      await widget.getByRole('combobox', { name: 'Destination address' }).fill('Brooklyn Bridge Park');
      await fillWhen(widget, newYorkDate(3), '19:00');
      await expectNoOverflow(page);
      await widget.scrollIntoViewIfNeeded();
      await widget.screenshot({ path: `${SHOTS}/ride-form-hourly-${width}.png` });
      await widget.getByRole('button', { name: 'GET MY PRICES' }).click();
      await expect(page).toHaveURL(/\/vehicle-selection\/hourly$/);
      expect(bodies[0]).toMatchObject({ serviceType: 'hourly', hours: 6, passengers: 3, bags: 2 });
      expect(await readStored(page, 'bookingData')).toMatchObject({ hours: 6, passengers: 3, bags: 2 });
      // The vehicle step asks with the same hours and party.
      await expect.poll(() => bodies.length).toBeGreaterThanOrEqual(1);
      for (const b of bodies) expect(b).toMatchObject({ hours: 6, passengers: 3, bags: 2 });
    });
  }

  test('the party is checked here too; Spanish labels', async ({ page }) => {
    await page.goto('/');
    await setLanguage(page, 'es');
    await page.goto('/?service=hourly&showMap=true');
    const widget = widgetOf(page);
    await expect(widget.getByLabel('¿Cuántas horas?')).toHaveValue('2');
    await expect(widget.getByLabel('¿Cuántas horas?').locator('option').first()).toHaveText('2 horas');
    await widget.getByRole('spinbutton', { name: 'Pasajeros' }).fill('15');
    await widget.getByRole('spinbutton', { name: 'Maletas' }).fill('30');
    await widget.locator('button[type="submit"]').click();
    await expect(widget.getByText('Pasajeros', { exact: false }).first()).toBeVisible();
    await expect(widget.getByRole('alert').filter({ hasText: /1.*14/ })).toBeVisible();
    await expect(widget.getByRole('alert').filter({ hasText: /0.*20/ })).toBeVisible();
  });
});

test.describe('ride form: the airport card', () => {
  for (const width of [390, 1280]) {
    test(`JFK Book Now shows the card; terminal and area give the addresses and the price (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const bodies = quoteBodies(page);
      await page.goto('/services/airport-transfer');
      await page
        .locator('article[data-offer="airport-jfk"]')
        .getByRole('button', { name: /Book Now/ })
        .click();
      await expect(page).toHaveURL(/\/\?service=from-airport&showMap=true/);
      const widget = widgetOf(page);
      const card = widget.getByTestId('airport-card');
      await expect(card).toBeVisible();
      await expect(card.getByRole('heading', { name: 'JFK Airport to Manhattan' })).toBeVisible();
      await expect(card.getByTestId('airport-price')).toContainText('$99');
      await expect(card.getByLabel('Pickup address')).toHaveValue('');
      await expect(card.getByLabel('Destination address')).toHaveValue('');
      await fillWhen(widget, newYorkDate(3), '14:30');
      await widget.getByRole('button', { name: 'GET MY PRICES' }).click();
      await expect(card.getByText('Please choose your terminal')).toBeVisible();
      await expect(card.getByText('Please choose your Manhattan area')).toBeVisible();

      const terminals = await card.getByLabel('Pickup terminal').locator('option').allTextContents();
      expect(terminals).toEqual([
        'Choose your terminal',
        'Terminal 1',
        'Terminal 4',
        'Terminal 5',
        'Terminal 7',
        'Terminal 8',
      ]);
      await card.getByLabel('Pickup terminal').selectOption('Terminal 4');
      await card.getByLabel('Manhattan drop-off area').selectOption('Midtown West & Hudson Yards');
      await expect(card.getByLabel('Pickup address')).toHaveValue(
        'JFK Terminal 4, John F. Kennedy International Airport, Queens, NY 11430',
      );
      await expect(card.getByLabel('Destination address')).toHaveValue(
        'Midtown West, Manhattan, New York, NY',
      );
      await expect(card.getByLabel('Pickup address')).toHaveAttribute('readonly', '');
      await expectNoOverflow(page);
      await widget.scrollIntoViewIfNeeded();
      await widget.screenshot({ path: `${SHOTS}/ride-form-airport-${width}.png` });

      await widget.getByRole('button', { name: 'GET MY PRICES' }).click();
      await expect(page).toHaveURL(/\/vehicle-selection\/from-airport$/);
      const draft = await readStored(page, 'bookingData');
      expect(draft).toMatchObject({
        serviceType: 'from-airport',
        package: 'jfk-manhattan',
        pickupAddress: 'JFK Terminal 4, John F. Kennedy International Airport, Queens, NY 11430',
        destinationAddress: 'Midtown West, Manhattan, New York, NY',
        airportZone: 'Terminal 4',
        manhattanZone: 'Midtown West & Hudson Yards',
        // The area prices the package; booking details asks for the door inside it (decision 25).
        destinationIsArea: true,
      });
      expect(bodies[0]).toMatchObject({
        packageId: 'jfk-manhattan',
        destination: 'Midtown West, Manhattan, New York, NY',
      });
    });
  }

  test('in Spanish, and "enter your own addresses" leaves the card', async ({ page }) => {
    await page.goto('/');
    await setLanguage(page, 'es');
    await page.goto('/services/airport-transfer');
    await page.locator('article[data-offer="airport-lga"]').getByRole('button').first().click();
    const card = widgetOf(page).getByTestId('airport-card');
    await expect(card.getByRole('heading', { name: 'Del aeropuerto LaGuardia a Manhattan' })).toBeVisible();
    await expect(card.getByLabel('Zona de Manhattan').locator('option').nth(1)).toHaveText(
      'Distrito Financiero y Battery Park',
    );
    await card.getByRole('button', { name: /Escriba sus propias direcciones/ }).click();
    await expect(widgetOf(page).getByTestId('airport-card')).toHaveCount(0);
    await expect(widgetOf(page).getByRole('combobox').first()).toBeVisible();
    expect(await readStored(page, 'selectedAirportService')).toBeNull();
  });
});

test.describe('ride form: Book buttons and booking links carry the choice', () => {
  test('a booking link with every parameter arrives in the form (the chat\'s "Friday 7pm")', async ({
    page,
  }) => {
    const date = newYorkDate(5);
    const link = bookingLink({
      service: 'hourly',
      pickup: 'The Plaza Hotel',
      destination: 'Brooklyn Bridge Park',
      date,
      time: '19:00',
      hours: 4,
      passengers: 3,
      bags: 2,
      vehicle: 'suv-escalade',
      package: 'standard',
      type: 'gala',
    });
    await page.goto(link);
    const widget = widgetOf(page);
    await expect(widget.getByTestId('widget-selected-service')).toHaveText('Hourly/As Directed');
    await expect(widget.getByRole('combobox', { name: 'Pickup address' })).toHaveValue('The Plaza Hotel');
    await expect(widget.getByRole('combobox', { name: 'Destination address' })).toHaveValue(
      'Brooklyn Bridge Park',
    );
    const when = widget.getByRole('group', { name: 'Pickup date and time' });
    await expect(when.getByLabel('Date')).toHaveValue(date);
    await expect(when.getByLabel('Time')).toHaveValue('19:00');
    await expect(widget.getByLabel('How many hours?')).toHaveValue('4');
    await expect(widget.getByRole('spinbutton', { name: 'Passengers' })).toHaveValue('3');
    await expect(widget.getByRole('spinbutton', { name: 'Bags' })).toHaveValue('2');
    await expect(widget.getByTestId('ride-package')).toContainText('Standard Package');
    await expect(widget.getByTestId('ride-vehicle')).toContainText('Cadillac Escalade ESV');
    expect(await readStored(page, 'bookingData')).toMatchObject({
      serviceType: 'hourly',
      package: 'standard',
      eventType: 'gala',
      hours: 4,
      passengers: 3,
      bags: 2,
      pickupDate: date,
      pickupTime: '19:00',
    });
  });

  test('wedding tier: the form shows the package and its hours', async ({ page }) => {
    await page.goto('/services/wedding');
    await page.locator('article[data-offer="wedding-premium"]').getByRole('button').first().click();
    const widget = widgetOf(page);
    await expect(widget.getByTestId('widget-selected-service')).toHaveText('Wedding');
    await expect(widget.getByTestId('ride-package')).toContainText('Luxury Wedding Package');
    await expect(widget.getByTestId('ride-package')).toContainText('$750');
    // A wedding waits on site, so its hours are asked (decision 24): the package's 6 hours to start with.
    await expect(widget.getByLabel('How many hours?')).toHaveValue('6');
  });

  test('event packages: gala and corporate are hourly with their package, prom is Prom', async ({ page }) => {
    for (const [offer, service, name] of [
      ['package-gala', 'Hourly/As Directed', 'Gala & Special Events'],
      ['package-corporate', 'Hourly/As Directed', 'Corporate Events'],
      ['package-prom', 'Prom', 'Prom & Formal Events'],
    ] as const) {
      await page.goto('/services/event-packages');
      await page.locator(`article[data-offer="${offer}"]`).getByRole('button').first().click();
      const widget = widgetOf(page);
      await expect(widget.getByTestId('widget-selected-service')).toHaveText(service);
      await expect(widget.getByTestId('ride-package')).toContainText(name);
    }
  });

  test('events page: prom and gala carry their package', async ({ page }) => {
    await page.goto('/services/events');
    await page.locator('article[data-offer="event-prom"]').getByRole('button').first().click();
    await expect(widgetOf(page).getByTestId('ride-package')).toContainText('Prom & Formal Events');
    await page.goto('/services/events');
    await page.locator('article[data-offer="event-gala"]').getByRole('button').first().click();
    await expect(widgetOf(page).getByTestId('ride-package')).toContainText('Gala & Special Events');
  });

  test("Book This Route asks for the doors: the route's areas are not addresses", async ({ page }) => {
    await page.goto('/services/event-packages');
    await page.locator('article[data-offer="route-manhattan-queens"]').getByRole('button').first().click();
    const widget = widgetOf(page);
    // PRODUCT decision 25: the package fixes the price for its areas; the customer gives the doors inside them.
    await expect(widget.getByRole('combobox', { name: 'Pickup address' })).toHaveValue('');
    await expect(widget.getByRole('combobox', { name: 'Destination address' })).toHaveValue('');
    await expect(widget.getByTestId('ride-package')).toContainText('Manhattan to Queens');
  });

  test('the fleet car: the form shows it and the vehicle step marks it', async ({ page }) => {
    await page.goto('/fleet');
    await page.getByRole('tab', { name: /Cadillac Escalade ESV/ }).click();
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /Book Now/ })
      .click();
    const widget = widgetOf(page);
    await expect(widget.getByTestId('widget-selected-service')).toHaveText('Point to Point');
    await expect(widget.getByTestId('ride-vehicle')).toContainText('Cadillac Escalade ESV');
    await widget.getByRole('combobox', { name: 'Pickup address' }).fill('JFK Terminal 4');
    await widget.getByRole('combobox', { name: 'Destination address' }).fill('Times Square');
    await fillWhen(widget, newYorkDate(3), '14:30');
    await widget.getByRole('button', { name: 'GET MY PRICES' }).click();
    await expect(page).toHaveURL(/\/vehicle-selection\/point-to-point$/);
    const card = page.locator('article').filter({ hasText: 'Cadillac Escalade ESV' }).first();
    await expect(card).toContainText('Previously chosen');
  });
});
