import type { APIRequestContext, Page } from '@playwright/test';
import type { BookingSummary } from '../src/shared/contracts/bookings.ts';
import type { BookingView } from '../src/shared/contracts/checkout.ts';
import { createBooking, payWithTestCard } from './admin-fleet.ts';
import { expect, setLanguage, test } from './fixtures.ts';

/**
 * Cancelling a paid booking as the customer meets it (issue 15): from My Bookings (an account) and from the
 * guest's confirmation link, at 390 and 1280 px, in English and Spanish. The Terms' policy: a full refund up to
 * 24 hours before pickup, 50 % later (a pickup 3 hours ahead: the minimum lead is 2 hours).
 */

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const HOUR = 3_600_000;

const usd = (n: number, lang: 'en' | 'es') =>
  new Intl.NumberFormat(lang === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
  }).format(n);

interface Paid {
  view: BookingView;
  token: string | null;
}

/** A booking made and paid through the API (the test card), `hoursAhead` from now, for a party of 3 with 2 bags. */
async function paidBooking(api: APIRequestContext, hoursAhead: number, minuteOffset: number): Promise<Paid> {
  // Whole minutes, and a different minute per booking (two identical paid rides would be a duplicate).
  const at = new Date(Math.ceil((Date.now() + hoursAhead * HOUR) / 60_000) * 60_000 + minuteOffset * 60_000);
  const booking = await createBooking<BookingView>(api, {
    pickupDateTime: at.toISOString(),
    vehicleId: 'suv-escalade',
    passengers: 3,
    bags: 2,
  });
  const { accessToken } = await payWithTestCard(api, booking.id);
  const view = await api.get(
    `/api/bookings/${booking.number}/confirmation${accessToken ? `?token=${accessToken}` : ''}`,
  );
  expect(view.status(), await view.text()).toBe(200);
  return { view: (await view.json()) as BookingView, token: accessToken };
}

async function register(page: Page, tag: string): Promise<void> {
  const email = `e2e-cancel-${tag}-${run}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: {
      firstName: 'Clara',
      lastName: 'Whitfield',
      email,
      password: 'rider-pass-2026',
      confirmPassword: 'rider-pass-2026',
      phone: '(646) 555-0177',
      termsAccepted: true,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await page.request.post('/api/login', { data: { email, password: 'rider-pass-2026' } });
  expect(login.status(), await login.text()).toBe(200);
}

/** Screenshots of the page as it is now (an open dialog stays open across the resize). */
async function shootAsIs(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png`, fullPage: true });
  }
}

const TEXT = {
  en: {
    cancel: 'Cancel Booking',
    dialog: (n: string) => `Cancel booking ${n}?`,
    full: 'A full refund to the card you paid with.',
    half: '50% of what you paid, back to your card.',
    fullUntil: 'Full refund until',
    fullEnded: 'The full-refund period ended at',
    toast: (n: string) => `Booking ${n} cancelled`,
    refunded: 'customer cancellation',
    cancelledStatus: 'Cancelled',
    party: '3 passengers · 2 bags',
  },
  es: {
    cancel: 'Cancelar reserva',
    dialog: (n: string) => `¿Cancelar la reserva ${n}?`,
    full: 'Un reembolso completo a la tarjeta con la que pagó.',
    half: 'El 50 % de lo que pagó, devuelto a su tarjeta.',
    fullUntil: 'Reembolso completo hasta el',
    fullEnded: 'El plazo de reembolso completo terminó el',
    toast: (n: string) => `Reserva ${n} cancelada`,
    refunded: 'cancelación del cliente',
    cancelledStatus: 'Cancelad',
    party: '3 pasajeros · 2 maletas',
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  const x = TEXT[lang];

  test.describe(`cancelling a booking (${lang})`, () => {
    test.slow();

    test(`My Bookings: a ride 3 days ahead is cancelled with a full refund, shown on the card and the receipt (${lang})`, async ({
      page,
    }) => {
      await page.goto('/terms');
      await setLanguage(page, lang);
      await register(page, `account-${lang}`);
      const { view } = await paidBooking(page.request, 72, lang === 'en' ? 1 : 2);
      expect(view.cancellation).toMatchObject({ refundPercent: 100, refundAmount: view.total });

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/bookings');
      const card = page.locator(`article[data-booking-id="${view.id}"]`);
      await expect(card.getByRole('heading', { name: view.number })).toBeVisible();
      await expect(card.getByTestId('ride-size')).toContainText(x.party);
      await card.getByRole('button', { name: x.cancel }).click();

      const dialog = page.getByRole('dialog', { name: x.dialog(view.number) });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('cancel-refund')).toContainText(usd(view.total, lang));
      await expect(dialog.getByTestId('cancel-refund-text')).toHaveText(x.full);
      await expect(dialog.getByTestId('cancel-until')).toContainText(x.fullUntil);
      // The zone once: "EST"/"EDT" in English, "hora de Nueva York" in Spanish (never both, never twice).
      await expect(dialog.getByTestId('cancel-until')).toContainText(
        lang === 'es' ? /\d:\d\d\s?[ap]\.\s?m\., hora de Nueva York\.$/ : /E[SD]T \(New York time\)\.$/,
      );
      await shootAsIs(page, `cancel-dialog-account-${lang}`);

      await dialog.getByTestId('cancel-confirm').click();
      await expect(dialog).toBeHidden();
      const toast = page.getByRole('status').filter({ hasText: x.toast(view.number) });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(usd(view.total, lang));
      await expect(card).toHaveAttribute('data-status', 'cancelled');
      await expect(card).toContainText(x.cancelledStatus);
      await expect(card.getByRole('button', { name: x.cancel })).toHaveCount(0);
      await shootAsIs(page, `cancelled-booking-account-${lang}`);

      // The server holds the refund; cancelling again is refused.
      const list = (await (await page.request.get('/api/user/bookings')).json()) as BookingSummary[];
      const stored = list.find((b) => b.id === view.id)!;
      expect(stored).toMatchObject({ status: 'cancelled', refunded: view.total, cancellation: null });
      const again = await page.request.post(`/api/user/bookings/${view.id}/cancel`, { data: {} });
      expect(again.status()).toBe(409);

      // The receipt shows the refund's own line: who made it (the customer's cancellation) and when.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/bookings/${view.id}/receipt`);
      await expect(page.getByTestId('receipt-refund')).toContainText(x.refunded);
      await expect(page.getByTestId('receipt-refund')).toContainText(usd(view.total, lang).replace('$', ''));
      await expect(page.getByTestId('receipt-size')).toContainText(x.party);
    });

    test(`the guest's confirmation link: a ride 3 hours ahead is cancelled with 50 % back (${lang})`, async ({
      page,
      browser,
    }) => {
      // The guest books in their own session, then opens the emailed link in another browser.
      const booker = await browser.newContext();
      const guest = await booker.request.post('/api/guest', {
        data: {
          email: `e2e-cancel-guest-${lang}-${run}@example.com`,
          firstName: 'Nora',
          lastName: 'Quinn',
          phone: '(917) 555-0123',
        },
      });
      expect(guest.ok(), await guest.text()).toBe(true);
      const { view, token } = await paidBooking(booker.request, 3, lang === 'en' ? 3 : 4);
      await booker.close();
      expect(token).toBeTruthy();
      expect(view.cancellation).toMatchObject({ refundPercent: 50 });
      const half = view.cancellation!.refundAmount;
      expect(half).toBe(Math.floor(view.total * 50) / 100);

      await page.goto('/terms');
      await setLanguage(page, lang);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/booking-confirmation?number=${view.number}&token=${token}`);
      await expect(page.getByTestId('booking-number')).toContainText(view.number);
      await expect(page.getByTestId('trip-party')).toContainText(x.party);
      // A pickup without a route to draw never shows the empty form's prompt.
      await expect(page.getByText('Enter a pickup and a destination')).toHaveCount(0);

      await page.getByRole('button', { name: x.cancel }).click();
      const dialog = page.getByRole('dialog', { name: x.dialog(view.number) });
      await expect(dialog.getByTestId('cancel-refund')).toContainText(usd(half, lang));
      await expect(dialog.getByTestId('cancel-refund-text')).toHaveText(x.half);
      await expect(dialog.getByTestId('cancel-until')).toContainText(x.fullEnded);
      await shootAsIs(page, `cancel-dialog-guest-${lang}`);

      await dialog.getByTestId('cancel-confirm').click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: x.toast(view.number) })).toContainText(
        usd(half, lang),
      );
      await expect(page.getByTestId('trip-status').locator('[data-status]')).toHaveAttribute(
        'data-status',
        'cancelled',
      );
      await expect(page.getByTestId('line-refunded')).toContainText(usd(-half, lang));
      await expect(page.getByRole('button', { name: x.cancel })).toHaveCount(0);
      await shootAsIs(page, `cancelled-booking-guest-${lang}`);
    });
  });
}
