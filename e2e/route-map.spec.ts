import type { Locator, Page, Response } from '@playwright/test';
import { expect, readStored, test } from './fixtures.ts';

interface Prediction {
  description: string;
  place_id: string;
  mainText: string;
}

// No internet here: anything not served by the app (map tiles …) fails at once. Chromium logs each
// aborted request as a console error; those, and only those, are expected.
test.use({ allowConsole: /net::ERR_FAILED/ });

test.beforeEach(async ({ page }) => {
  await page.route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    (route) => route.abort(),
  );
});

/** Every autocomplete answer, by the text asked, to read the place_id of the suggestion picked. */
function recordPredictions(page: Page): Map<string, Prediction[]> {
  const answers = new Map<string, Prediction[]>();
  page.on('response', (res: Response) => {
    const url = new URL(res.url());
    if (url.pathname !== '/api/places/autocomplete' || !res.ok()) return;
    void res
      .json()
      .then((body: { predictions: Prediction[] }) =>
        answers.set(url.searchParams.get('input') ?? '', body.predictions),
      )
      .catch(() => undefined);
  });
  return answers;
}

function placeIdOf(answers: Map<string, Prediction[]>, input: string, name: RegExp): string | undefined {
  return answers.get(input)?.find((p) => name.test(p.mainText))?.place_id;
}

/** Types into an address field and waits for the suggestions for the whole text. */
async function typeAddress(page: Page, field: Locator, text: string) {
  const answered = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/api/places/autocomplete' &&
      new URL(res.url()).searchParams.get('input') === text,
  );
  await field.pressSequentially(text, { delay: 30 });
  await answered;
  await expect(page.getByRole('listbox', { name: 'Address suggestions' })).not.toHaveAttribute('aria-busy');
}

async function openRideForm(page: Page) {
  await page.goto('/?service=point-to-point&showMap=true');
  const widget = page.locator('#booking-widget');
  const pickup = widget.getByRole('combobox', { name: 'Pickup address' });
  const destination = widget.getByRole('combobox', { name: 'Destination address' });
  await expect(pickup).toBeVisible();
  return { widget, pickup, destination, map: page.getByTestId('route-map') };
}

test.describe('route map and address suggestions', () => {
  test('the map shows its placeholder before addresses; under 3 characters there is no list', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/places/autocomplete') asked.push(url.searchParams.get('input') ?? '');
    });
    const { pickup, map } = await openRideForm(page);
    await expect(map).toHaveAttribute('data-map-state', 'empty');
    await expect(map).toContainText('Your route, at a glance');
    await expect(map.locator('.leaflet-container')).toHaveCount(0);

    await pickup.pressSequentially('jf', { delay: 30 });
    // Past the 300 ms debounce: still no list, and nothing asked.
    await page.waitForTimeout(700);
    await expect(pickup).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    expect(asked).toEqual([]);

    await pickup.press('k');
    await expect(page.getByRole('listbox', { name: 'Address suggestions' })).toBeVisible();
    await expect(pickup).toHaveAttribute('aria-expanded', 'true');
    expect(asked).toEqual(['jfk']);
    await expect(map).toHaveAttribute('data-map-state', 'empty');
  });

  test('pick the pickup by keyboard and the destination by mouse; the route draws without tiles', async ({
    page,
  }) => {
    const answers = recordPredictions(page);
    const { pickup, destination, map } = await openRideForm(page);

    // Keyboard: arrows move through the list, Enter picks (and does not submit the form).
    await typeAddress(page, pickup, 'jfk t4');
    const list = page.getByRole('listbox', { name: 'Address suggestions' });
    await expect(list.getByRole('option', { name: /JFK Terminal 4/ }).first()).toBeVisible();
    await expect(list).toHaveCSS('max-height', '240px');
    for (let i = 0; i < 10; i++) {
      await pickup.press('ArrowDown');
      const active = await pickup.getAttribute('aria-activedescendant');
      expect(active).toBeTruthy();
      const option = page.locator(`[id="${active}"]`);
      await expect(option).toHaveAttribute('aria-selected', 'true');
      if (/JFK Terminal 4/.test(await option.innerText())) break;
    }
    await pickup.press('Enter');
    await expect(pickup).toHaveValue(/JFK Terminal 4/);
    await expect(pickup).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(page).toHaveURL(/\/\?service=point-to-point/);
    // One end is not a route yet.
    await expect(map).toHaveAttribute('data-map-state', 'empty');

    // Mouse.
    await destination.click();
    await typeAddress(page, destination, 'times sq');
    await list
      .getByRole('option', { name: /Times Square/ })
      .first()
      .click();
    await expect(destination).toHaveValue(/Times Square/);
    await expect(page.getByRole('listbox')).toHaveCount(0);

    // The route state: distance in miles, a duration, the route and both markers drawn (no tiles here).
    await expect(map).toHaveAttribute('data-map-state', 'ready');
    await expect(map.getByTestId('route-distance')).toHaveText(/^\d+(\.\d)? mi$/);
    await expect(map.getByTestId('route-duration')).toHaveText(/^(\d+ h )?\d+ min$/);
    await expect(map.locator('.leaflet-overlay-pane svg path').first()).toBeVisible();
    expect(await map.locator('.leaflet-overlay-pane svg path').first().getAttribute('d')).toMatch(/^M/);
    await expect(map.locator('.leaflet-marker-pane .route-map-marker')).toHaveCount(2);
    await expect(map.getByRole('img', { name: /^Route from/ })).toHaveAccessibleName(
      /^Route from JFK Terminal 4.* to Times Square.*, \d+(\.\d)? mi, about (\d+ h )?\d+ min$/,
    );
    await expect(map.getByTestId('route-from')).toContainText('JFK Terminal 4');
    expect((await map.getByTestId('route-from').innerText()).length).toBeLessThanOrEqual(40);

    // The draft keeps the place ids of the suggestions picked.
    const jfk = placeIdOf(answers, 'jfk t4', /JFK Terminal 4/);
    const times = placeIdOf(answers, 'times sq', /Times Square/);
    expect(jfk).toBeTruthy();
    expect(times).toBeTruthy();
    await expect
      .poll(() => readStored(page, 'bookingData'))
      .toMatchObject({ pickupPlaceId: jfk, destinationPlaceId: times });
    const draft = await readStored(page, 'bookingData');
    expect(String(draft?.pickupAddress)).toMatch(/JFK Terminal 4/);
    expect(String(draft?.destinationAddress)).toMatch(/Times Square/);

    // A reload draws the same route from the draft.
    await page.reload();
    await expect(page.getByTestId('route-map')).toHaveAttribute('data-map-state', 'ready');
    await expect(
      page.getByTestId('route-map').locator('.leaflet-overlay-pane svg path').first(),
    ).toBeVisible();
  });

  test('Escape and a click elsewhere close the list; editing a picked address drops its place id', async ({
    page,
  }) => {
    const { widget, pickup } = await openRideForm(page);
    await typeAddress(page, pickup, 'times sq');
    const option = page.getByRole('option', { name: /Times Square/ }).first();
    await expect(option).toBeVisible();
    await pickup.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(pickup).toHaveValue('times sq');

    // The arrow keys open it again.
    await pickup.press('ArrowDown');
    await expect(option).toBeVisible();
    await widget.getByRole('heading', { name: 'Reserve your chauffeur' }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);

    await pickup.fill('');
    await typeAddress(page, pickup, 'times squ');
    await option.click();
    await expect.poll(async () => (await readStored(page, 'bookingData'))?.pickupPlaceId).toBeTruthy();
    await pickup.press('End');
    await pickup.pressSequentially(' north', { delay: 30 });
    await expect.poll(async () => (await readStored(page, 'bookingData'))?.pickupPlaceId).toBeUndefined();
  });
});
