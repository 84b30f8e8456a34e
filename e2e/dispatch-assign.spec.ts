import {
  ADMIN_EMAIL,
  apiClient,
  bookPaid,
  chauffeurPage,
  dispatchCast,
  newDriver,
  paidBooking,
  type FleetDriver,
} from './admin-fleet.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 35, assignment that matches a real day, against the real server: a chauffeur with three future rides
 * that do not overlap is assigned a fourth from the back office (the dispatcher at 1280 px chooses them in the
 * assign list and confirms, told who is emailed) and is shown refused, with the reason, for an overlapping
 * one; a van chauffeur (390 px) never sees a sedan request; an off-duty chauffeur (390 px) sees none.
 * Screenshots into test-results/shots.
 */

const HOUR = 3_600_000;
/** Rides four days ahead on the hour: Times Square -> JFK (about an hour, and an hour back). */
const day = Math.ceil((Date.now() + 4 * 24 * HOUR) / HOUR) * HOUR;
const at = (hours: number) => new Date(day + hours * HOUR).toISOString();

async function accept(driver: FleetDriver, id: string) {
  const res = await driver.api.post(`/api/driver/trips/${id}/accept`, { data: {} });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('dispatch: assignment that matches a real day', () => {
  test('three rides, a fourth assigned from the assign list, an overlapping one refused with the reason', async ({
    page,
    baseURL,
  }) => {
    const { admin, customer, chauffeur } = await dispatchCast(baseURL!, 'Dalia', 'Moreno');
    for (const h of [0, 4, 8]) await accept(chauffeur, (await bookPaid(customer, at(h))).id);
    const fourth = await bookPaid(customer, at(12));
    const overlapping = await bookPaid(customer, at(4.5));

    await page.setViewportSize({ width: 1280, height: 900 });
    const login = await page.request.post('/api/login', {
      data: { email: ADMIN_EMAIL, password: 'EmpireDemo2026' },
    });
    expect(login.status()).toBe(200);

    // The fourth: the chauffeur fits; choosing them says who is told; Assign assigns.
    await page.goto(`/admin?q=${fourth.number}`);
    const row = page.locator(`[data-booking-number="${fourth.number}"]`).first();
    await row.getByTestId('assign-open').click();
    const dialog = page.getByTestId('assign-dialog');
    const candidate = dialog.getByTestId('assign-candidate').filter({ hasText: chauffeur.name });
    await expect(candidate).toHaveAttribute('data-fits', 'true');
    await candidate.click();
    await expect(dialog.getByTestId('assign-told')).toContainText(`and ${chauffeur.name} will be emailed`);
    await page.screenshot({ path: 'test-results/shots/dispatch-assign-list-1280.png' });
    await dialog.getByTestId('assign-confirm').click();
    await expect(dialog).toBeHidden();
    await expect
      .poll(
        async () =>
          ((await (await admin.get(`/api/admin/bookings/${fourth.id}`)).json()) as { status: string }).status,
      )
      .toBe('assigned');

    // The overlapping one: the chauffeur is listed, not choosable, with the ride they hold at that time.
    await page.goto(`/admin?q=${overlapping.number}`);
    await page
      .locator(`[data-booking-number="${overlapping.number}"]`)
      .first()
      .getByTestId('assign-open')
      .click();
    const refused = page
      .getByTestId('assign-dialog')
      .getByTestId('assign-candidate')
      .filter({ hasText: chauffeur.name });
    await expect(refused).toHaveAttribute('data-fits', 'false');
    await expect(refused.getByTestId('assign-reason')).toContainText('Overlaps NYC-');
    await expect(refused.getByRole('radio')).toBeDisabled();
    await page.screenshot({ path: 'test-results/shots/dispatch-assign-overlap-1280.png' });
  });

  test('a van chauffeur never sees a sedan request; an off-duty chauffeur sees none', async ({
    browser,
    baseURL,
  }) => {
    const admin = await apiClient(baseURL!, ADMIN_EMAIL);
    const { customer } = await paidBooking(baseURL!);
    const sedanRide = await bookPaid(customer, at(30));
    const vanRide = await bookPaid(customer, at(31), 'sprinter');

    const van = await newDriver(
      baseURL!,
      admin,
      { first: 'Vito', last: `Vanetti${Date.now() % 100000}` },
      {
        model: 'Sprinter',
        vehicleType: 'van',
      },
    );
    const vanPage = await chauffeurPage(browser, van);
    await expect(vanPage.locator(`[data-trip-number="${vanRide.number}"]`)).toBeVisible();
    await expect(vanPage.locator(`[data-trip-number="${sedanRide.number}"]`)).toHaveCount(0);

    const sedan = await newDriver(baseURL!, admin, { first: 'Sara', last: `Sedano${Date.now() % 100000}` });
    const sedanPage = await chauffeurPage(browser, sedan);
    await expect(sedanPage.locator(`[data-trip-number="${sedanRide.number}"]`)).toBeVisible();
    await sedanPage.getByTestId('duty-toggle').click();
    await expect(sedanPage.getByTestId('duty-toggle')).toHaveAttribute('aria-checked', 'false');
    await expect(sedanPage.getByText('You are off duty', { exact: true })).toBeVisible();
    await expect(sedanPage.locator('[data-trip-number]')).toHaveCount(0);
    const box = await sedanPage.getByTestId('duty-toggle').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await sedanPage.screenshot({ path: 'test-results/shots/dispatch-duty-toggle-390.png' });
  });
});
