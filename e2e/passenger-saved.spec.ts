import type { Page } from '@playwright/test';
import { expect, fillTestCard, test } from './fixtures.ts';
import { latestMailTo } from './mail.ts';
import { newYorkLocal } from './ride.ts';

/**
 * Issue 34 (PRODUCT decision 27) at 390 px: a signed-in customer books for someone else (the passenger gets the
 * confirmation email; the confirmation shows the passenger), saves the card at checkout and pays the next
 * booking with it in one tap; saved places are one tap away in the address fields.
 */

test.use({ viewport: { width: 390, height: 844 } });

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function signUp(page: Page, tag: string) {
  const res = await page.request.post('/api/register', {
    data: {
      firstName: 'Olivia',
      lastName: 'Grant',
      email: `e2e-saved-${tag}-${run}@example.com`,
      password: 'rider-pass-2026',
      confirmPassword: 'rider-pass-2026',
      phone: '(646) 555-0177',
      termsAccepted: true,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A priced ride in the browser's draft, `days` ahead at `time` (each booking its own time: no duplicate). */
async function draftRide(page: Page, days: number, time: string) {
  await page.goto('/terms');
  const draft = {
    serviceType: 'point-to-point',
    serviceName: 'Point to Point',
    pickupAddress: 'Grand Central Terminal',
    destinationAddress: 'Brooklyn Bridge',
    pickupDate: newYorkLocal(days * 24 * 60).date,
    pickupTime: time,
    returnTrip: false,
    passengers: 1,
    bags: 1,
    vehicleId: 'sedan-cadillac',
    vehicleName: 'Cadillac XTS Sedan',
  };
  await page.evaluate((d) => localStorage.setItem('bookingData', JSON.stringify(d)), draft);
  await page.goto('/booking-details');
  await expect(page.getByTestId('booking-total')).toHaveText(/^\$[\d,]+\.\d{2}$/);
}

async function toCheckout(page: Page) {
  await page.getByTestId('continue-to-payment').click();
  await expect(page).toHaveURL(/\/stripe-checkout\?booking=/);
}

async function payWithCard(page: Page, save: boolean) {
  await fillTestCard(page);
  if (save) await page.getByTestId('save-card').check();
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/booking-confirmation\?/);
}

test('books for a passenger, who gets the confirmation email; the confirmation shows the passenger', async ({
  page,
}) => {
  await signUp(page, 'rider');
  const passengerEmail = `e2e-saved-maria-${run}@example.com`;

  await draftRide(page, 6, '10:40');
  await page.getByTestId('rider-someone-else').check();
  await page.getByLabel("Passenger's name").fill('Maria Lopez');
  await page.getByLabel("Passenger's phone").fill('(917) 555-0142');
  await page.getByLabel("Passenger's email").fill(passengerEmail);
  await page
    .getByTestId('who-is-riding')
    .screenshot({ path: 'test-results/shots/passenger-who-is-riding.png' });
  await toCheckout(page);
  await payWithCard(page, false);
  await expect(page.getByText('Maria Lopez · (917) 555-0142')).toBeVisible();

  const mail = await latestMailTo(passengerEmail);
  expect(mail).toMatch(/^Subject: .*Booking.confirmed/m);
  expect(mail).toContain('Hello Maria,');
  expect(mail).toContain('Passenger: Maria Lopez');
});

test('saves the card at checkout, then pays the next ride with it in one tap', async ({ page }) => {
  test.slow();
  await signUp(page, 'card');
  await draftRide(page, 6, '11:50');
  await toCheckout(page);
  await payWithCard(page, true);

  await draftRide(page, 7, '09:20');
  await toCheckout(page);
  const saved = page.getByTestId('pay-saved-card');
  await expect(saved).toContainText('Visa •••• 4242 · 12/34');
  await page.getByTestId('payment-panel').screenshot({ path: 'test-results/shots/passenger-saved-card.png' });
  await saved.click();
  await expect(page).toHaveURL(/\/booking-confirmation\?/);
  await expect(page.getByText('Visa •••• 4242').first()).toBeVisible();
});

test('picks Home from the saved places when the address field is focused and empty', async ({ page }) => {
  await signUp(page, 'home');
  const home = await page.request.post('/api/saved/places', {
    data: {
      kind: 'home',
      address: '350 5th Ave, New York, NY 10118',
      location: { lat: 40.7484, lng: -73.9857 },
    },
  });
  expect(home.status(), await home.text()).toBe(201);

  await page.goto('/?service=point-to-point');
  const pickup = page.locator('#booking-widget').getByRole('combobox', { name: 'Pickup address' });
  await pickup.click();
  const list = page.getByTestId('saved-places');
  await expect(list).toBeVisible();
  await list.getByRole('button', { name: /Home/ }).click();
  await expect(pickup).toHaveValue('350 5th Ave, New York, NY 10118');
  await expect(list).toBeHidden();
});
