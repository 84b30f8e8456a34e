import type { Page } from '@playwright/test';
import type { BookingSummary, Receipt } from '../src/shared/contracts/bookings.ts';
import { expect, setLanguage, test } from './fixtures.ts';

/**
 * Customer dashboard, booking history and receipt, against the real API and the demo passenger of
 * `npm run seed:demo` (bookings in every status; `npm run test:e2e` seeds a fresh database). Each test signs in
 * through the API; the page shares the request context's cookies.
 */
const DEMO = { email: 'demo@empirechauffeur.nyc', password: 'EmpireDemo2026' };
const money = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(n);

async function signIn(page: Page): Promise<void> {
  const res = await page.request.post('/api/login', { data: DEMO });
  expect(res.status(), `demo sign-in (run npm run seed:demo): ${await res.text()}`).toBe(200);
}

async function apiBookings(page: Page): Promise<BookingSummary[]> {
  const res = await page.request.get('/api/user/bookings');
  expect(res.status()).toBe(200);
  return (await res.json()) as BookingSummary[];
}

const cards = (page: Page) => page.locator('article[data-booking-id]');

test.describe('signed out', () => {
  test.use({ allowConsole: /40[13] \((Unauthorized|Forbidden)\)/ });

  test('the account pages send a signed-out visitor to the login page, replacing the entry', async ({
    page,
  }) => {
    await page.goto('/');
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login\?next=\/dashboard$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/bookings?status=completed');
    await expect(page).toHaveURL(/\/auth\/login\?next=\/bookings%3Fstatus%3Dcompleted$/);
    await page.goto('/bookings/00000000-0000-4000-8000-000000000000/receipt');
    await expect(page).toHaveURL(
      /\/auth\/login\?next=\/bookings\/00000000-0000-4000-8000-000000000000\/receipt$/,
    );
  });

  test('a guest session is sent to the login page too', async ({ page }) => {
    await page.goto('/');
    const res = await page.request.post('/api/guest', {
      data: {
        email: 'guest.account@example.com',
        firstName: 'Gina',
        lastName: 'Guest',
        phone: '(212) 555-0100',
      },
    });
    expect(res.ok()).toBe(true);
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/auth\/login\?next=\/bookings$/);
  });
});

test.describe('signed in as the demo passenger', () => {
  test('the dashboard greets by first name and shows profile, next trip, figures and quick actions', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back, Olivia');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const profile = page.locator('section[aria-labelledby="profile-title"]');
    await expect(profile.locator('[data-profile="name"]')).toContainText('Olivia Bennett');
    await expect(profile.locator('[data-profile="username"]')).toContainText('demo');
    await expect(profile.locator('[data-profile="email"]')).toContainText(DEMO.email);
    await expect(profile.locator('[data-profile="phone"]')).toContainText('(917) 555-0123');

    const bookings = await apiBookings(page);
    const now = Date.now();
    const next = bookings
      .filter((b) => !['cancelled', 'completed'].includes(b.status) && Date.parse(b.pickupDateTime) > now)
      .sort((a, b) => Date.parse(a.pickupDateTime) - Date.parse(b.pickupDateTime))[0];
    const upcoming = page.locator('section[aria-labelledby="upcoming-title"]');
    if (next)
      await expect(upcoming.locator(`article[data-booking-id="${next.id}"]`)).toContainText(next.number);
    else await expect(upcoming).toContainText('No upcoming trips');

    const completed = bookings.filter((b) => b.status === 'completed');
    await expect(page.locator('[data-figure="total"] dd')).toHaveText(String(bookings.length));
    await expect(page.locator('[data-figure="completed"] dd')).toHaveText(String(completed.length));
    // Spent: the completed rides and the no-shows, charged in full (decision 28).
    const charged = bookings.filter((b) => b.status === 'completed' || b.status === 'no_show');
    await expect(page.locator('[data-figure="spent"] dd')).toHaveText(
      money(charged.reduce((s, b) => s + b.totalAmount, 0)),
    );

    const quick = page.locator('section[aria-labelledby="quick-actions-title"]');
    await expect(quick.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
    await expect(quick.getByRole('link', { name: /Book a New Ride/ })).toHaveAttribute('href', '/');
    await quick.getByRole('link', { name: /View My Bookings/ }).click();
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Bookings');
  });

  test('the history summary equals the sum of its cards', async ({ page }) => {
    await signIn(page);
    await page.goto('/bookings');
    const bookings = await apiBookings(page);
    await expect(cards(page)).toHaveCount(bookings.length);
    expect(bookings.length).toBeGreaterThan(0);

    const amounts = await cards(page).evaluateAll((els) =>
      els.map((el) => ({
        status: el.getAttribute('data-status'),
        amount: Number(el.querySelector('[data-amount]')?.getAttribute('data-amount')),
      })),
    );
    const completed = amounts.filter((a) => a.status === 'completed');
    // Spent: the completed rides and the no-shows, charged in full (decision 28).
    const charged = amounts.filter((a) => a.status === 'completed' || a.status === 'no_show');
    const spent = charged.reduce((s, a) => s + Math.round(a.amount * 100), 0) / 100;
    await expect(page.locator('[data-figure="total"] dd')).toHaveText(String(amounts.length));
    await expect(page.locator('[data-figure="completed"] dd')).toHaveText(String(completed.length));
    await expect(page.locator('[data-figure="spent"] dd')).toHaveText(money(spent));

    // Every card shows the booking number (one id only, never a second one), vehicle, addresses, pickup time
    // and total with two decimals.
    const first = bookings[0]!;
    const card = page.locator(`article[data-booking-id="${first.id}"]`);
    await expect(card.getByRole('heading', { name: first.number })).toBeVisible();
    await expect(card).not.toContainText(first.id.slice(-8));
    await expect(card).not.toContainText(/\bID\b/);
    await expect(card).toContainText(first.vehicleName);
    await expect(card).toContainText(first.pickupAddress);
    await expect(card).toContainText(first.destinationAddress);
    await expect(card).toContainText(money(first.totalAmount));
    await expect(card).toContainText(/(EST|EDT)/);

    // Each status has its own badge; Receipt only on completed trips.
    for (const b of bookings) {
      const c = page.locator(`article[data-booking-id="${b.id}"]`);
      await expect(c.locator(`[data-status="${b.status}"]`).first()).toBeVisible();
      await expect(c.getByRole('link', { name: /^Receipt/ })).toHaveCount(b.status === 'completed' ? 1 : 0);
      if (b.driverName) await expect(c).toContainText(b.driverName);
    }
  });

  test('status and time filters narrow the list and live in the URL', async ({ page }) => {
    await signIn(page);
    await page.goto('/bookings');
    const bookings = await apiBookings(page);
    await expect(cards(page)).toHaveCount(bookings.length);

    const status = page.getByLabel('Status');
    const period = page.getByLabel('Booked');
    await expect(status.locator('option')).toHaveText([
      'All statuses',
      'Confirmed',
      'Assigned',
      'In Progress',
      'Completed',
      'Cancelled',
      'No-show (charged)',
    ]);
    await expect(period.locator('option')).toHaveText(['All time', 'Last week', 'Last month', 'Last year']);

    await status.selectOption('completed');
    await expect(page).toHaveURL(/\/bookings\?status=completed$/);
    const completed = bookings.filter((b) => b.status === 'completed');
    await expect(cards(page)).toHaveCount(completed.length);
    for (const s of await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))))
      expect(s).toBe('completed');

    const weekAgo = Date.now() - 7 * 86_400_000;
    await period.selectOption('week');
    await expect(page).toHaveURL(/\/bookings\?status=completed&period=week$/);
    const recentCompleted = completed.filter((b) => Date.parse(b.createdAt) >= weekAgo);
    await expect(cards(page)).toHaveCount(recentCompleted.length);

    // Survives a reload.
    await page.reload();
    await expect(page.getByLabel('Status')).toHaveValue('completed');
    await expect(page.getByLabel('Booked')).toHaveValue('week');
    await expect(cards(page)).toHaveCount(recentCompleted.length);

    await page.getByLabel('Status').selectOption('all');
    await expect(page).toHaveURL(/\/bookings\?period=week$/);
    await expect(cards(page)).toHaveCount(bookings.filter((b) => Date.parse(b.createdAt) >= weekAgo).length);

    // A combination with no booking shows the empty state with a way to book.
    const empty = (['confirmed', 'assigned', 'in_progress', 'completed', 'cancelled'] as const).find(
      (s) => !bookings.some((b) => b.status === s && Date.parse(b.createdAt) >= weekAgo),
    );
    if (empty) {
      await page.goto(`/bookings?status=${empty}&period=week`);
      await expect(page.getByRole('heading', { name: 'No bookings found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Book a ride' })).toHaveAttribute('href', '/');
      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      await expect(page).toHaveURL(/\/bookings$/);
      await expect(cards(page)).toHaveCount(bookings.length);
    }
  });

  test('the details dialog shows the booking and behaves as a modal', async ({ page }) => {
    await signIn(page);
    await page.goto('/bookings?status=completed');
    const bookings = (await apiBookings(page)).filter((b) => b.status === 'completed');
    const b = bookings[0]!;
    const card = page.locator(`article[data-booking-id="${b.id}"]`);
    const trigger = card.getByRole('button', { name: `Details for booking ${b.number}` });
    await trigger.click();

    const dialog = page.getByRole('dialog', { name: `Booking ${b.number}` });
    await expect(dialog).toBeVisible();
    for (const text of [
      b.vehicleName,
      'Completed',
      money(b.totalAmount),
      b.pickupAddress,
      b.destinationAddress,
      'Booked',
      'Your feedback',
    ])
      await expect(dialog).toContainText(text);

    // Focus stays inside while tabbing, Esc closes and focus returns to the button.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a completed, unrated trip can be rated with the keyboard, once', async ({ page }) => {
    await signIn(page);
    await page.goto('/bookings?status=completed');
    const target = (await apiBookings(page)).find((b) => b.status === 'completed' && b.rating == null);
    expect(target, 'a completed, unrated demo trip (reseed the demo data)').toBeTruthy();
    const b = target!;
    const card = page.locator(`article[data-booking-id="${b.id}"]`);
    await card.getByRole('button', { name: `Rate trip ${b.number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate your trip' });
    await expect(dialog).toBeVisible();

    // No stars chosen: the form says so.
    await dialog.getByRole('button', { name: 'Submit rating' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Please choose a rating from 1 to 5 stars');

    // The stars are a radio group: arrow keys move the choice.
    await dialog.getByRole('radio', { name: '1 star' }).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await dialog.getByLabel(/Feedback/).fill('Spotless Escalade and a very courteous chauffeur.');
    await dialog.getByRole('button', { name: 'Submit rating' }).click();

    await expect(page.getByText('Thank you for your rating')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(card.getByRole('button', { name: /Rate trip/i })).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Details for booking ${b.number}` })).toBeFocused();

    const saved = (await apiBookings(page)).find((x) => x.id === b.id)!;
    expect(saved.rating).toBe(4);
    expect(saved.feedback).toBe('Spotless Escalade and a very courteous chauffeur.');
    await card.getByRole('button', { name: `Details for booking ${b.number}` }).click();
    await expect(page.getByRole('dialog')).toContainText('Spotless Escalade and a very courteous chauffeur.');

    // The server refuses a second rating; the list stays rated after a reload.
    const again = await page.request.post(`/api/user/bookings/${b.id}/rating`, { data: { rating: 2 } });
    expect(again.status()).toBe(409);
    await page.reload();
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  });

  test('the receipt shows its lines and total, prints, and offers the PDF', async ({ page }) => {
    await signIn(page);
    await page.goto('/bookings?status=completed');
    const b = (await apiBookings(page)).find((x) => x.status === 'completed')!;
    await page
      .locator(`article[data-booking-id="${b.id}"]`)
      .getByRole('link', { name: `Receipt for booking ${b.number}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${b.id}/receipt$`));

    const res = await page.request.get(`/api/user/bookings/${b.id}/receipt`);
    expect(res.status()).toBe(200);
    const receipt = (await res.json()) as Receipt;
    await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    await expect(page.getByTestId('receipt-number')).toHaveText(b.number);
    const lines = page.getByTestId('receipt-lines').locator('tr');
    await expect(lines).toHaveCount(receipt.lines.length);
    for (const [i, line] of receipt.lines.entries()) {
      await expect(lines.nth(i)).toContainText(line.label);
      await expect(lines.nth(i)).toContainText(money(line.amount));
    }
    await expect(page.getByRole('row', { name: /Subtotal/ })).toContainText(money(receipt.subtotal));
    await expect(page.getByRole('row', { name: /Sales tax/ })).toContainText(`${receipt.taxRatePercent}%`);
    await expect(page.getByRole('row', { name: /Sales tax/ })).toContainText(money(receipt.tax));
    await expect(page.getByTestId('receipt-total')).toHaveText(money(receipt.total));
    await expect(page.locator('article')).toContainText(receipt.company.name);
    await expect(page.locator('article')).toContainText(b.customerName);
    if (receipt.paidAt) await expect(page.getByTestId('receipt-payment')).toContainText('Paid');
    if (receipt.paymentMethod)
      await expect(page.getByTestId('receipt-payment')).toContainText(receipt.paymentMethod);

    // Print calls window.print; the toolbar is hidden on paper.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.locator('body > div header').first()).toBeHidden();
    await expect(page.getByTestId('receipt-total')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    const pdf = page.getByRole('link', { name: 'Download PDF' });
    await expect(pdf).toHaveAttribute('href', `/api/user/bookings/${b.id}/receipt.pdf?lang=en`);
    await expect(pdf).toHaveAttribute('download', /\.pdf$/);
    const file = await page.request.get(`/api/user/bookings/${b.id}/receipt.pdf`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('link', { name: 'Back to My Bookings' }).click();
    await expect(page).toHaveURL(/\/bookings$/);
  });

  test.describe('receipt errors', () => {
    test.use({ allowConsole: /40[34]/ });
    test('an unknown booking shows a clear message', async ({ page }) => {
      await signIn(page);
      await page.goto('/bookings/00000000-0000-4000-8000-000000000000/receipt');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Receipt unavailable');
      await expect(page.getByRole('alert')).toContainText('We could not find this receipt');
      await expect(page.getByRole('link', { name: 'Back to My Bookings' })).toBeVisible();
    });
  });

  test('renders in Spanish', async ({ page }) => {
    await signIn(page);
    await page.goto('/bookings');
    await setLanguage(page, 'es');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis reservas');
    await expect(page.locator('[data-figure="total"] dt')).toHaveText('Reservas totales');
    await expect(page.getByLabel('Estado')).toBeVisible();
    await expect(page.getByLabel('Reservada').locator('option')).toHaveText([
      'Todo el tiempo',
      'Última semana',
      'Último mes',
      'Último año',
    ]);
    await expect(page.locator('span[data-status="completed"]').first()).toHaveText('Completada');
    await expect(page.locator('span[data-status="in_progress"]').first()).toHaveText('En curso');
    await expect(page.getByRole('button', { name: /^Detalles de la reserva/ }).first()).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola de nuevo, Olivia');
    await expect(page.getByRole('link', { name: /Reservar un nuevo viaje/ }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await setLanguage(page, 'en');
  });

  // Last (the file runs in order on one worker): signing out ends the session the other tests share.
  test.describe('logout', () => {
    test.use({ allowConsole: /401 \(Unauthorized\)/ });
    test('Logout signs out and goes home', async ({ page }) => {
      await signIn(page);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/$/);
      const me = await page.request.get('/api/user');
      expect(me.status()).toBe(401);
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/auth\/login\?next=\/dashboard$/);
    });
  });
});
