import type { Page } from '@playwright/test';
import { expect, readStored, setLanguage, test } from './fixtures.ts';

const BOOKING_START = /\/\?showMap=true$/;

const storage = (page: Page, key: string) => readStored(page, key);

test.describe('fleet page', () => {
  test('renders the hero, the picker, the three categories with their capacity and the reasons', async ({
    page,
  }) => {
    await page.goto('/fleet');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A late-model fleet for every journey');
    for (const name of [
      'Find the right car for your trip',
      'Three classes of vehicle',
      'Every detail, checked before you step in',
      'Ready to ride in comfort?',
    ]) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    const expected = {
      sedan: ['Executive Sedans', 'Up to 3 passengers', '2-3 large bags'],
      suv: ['Luxury SUVs', 'Up to 6-7 passengers', '4-6 large bags'],
      van: ['Executive Vans', '8-14 passengers', '8-12 large bags'],
    };
    for (const [id, texts] of Object.entries(expected)) {
      const card = page.locator(`[data-category="${id}"]`);
      for (const text of texts) await expect(card).toContainText(text);
    }
    const reasons = page.getByRole('region', { name: 'Every detail, checked before you step in' });
    for (const reason of [
      'Late-model vehicles',
      'Maintained & detailed daily',
      'TLC licensed & insured',
      'Professional chauffeurs',
    ]) {
      await expect(reasons.getByRole('heading', { name: reason })).toBeVisible();
    }
  });

  test('the picker lists the five vehicles and shows the selected one large', async ({ page }) => {
    await page.goto('/fleet');
    const tabs = page.getByRole('tablist', { name: 'Vehicles' }).getByRole('tab');
    await expect(tabs).toHaveCount(5);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Cadillac XTS Sedan');

    await page.getByRole('tab', { name: /Cadillac Escalade ESV/ }).click();
    await expect(page.getByRole('tab', { name: /Cadillac Escalade ESV/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'false');
    await expect(panel).toHaveAccessibleName(/Cadillac Escalade ESV/);
    await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Cadillac Escalade ESV');
    await expect(panel).toContainText('Captain’s chairs');
    await expect(panel.getByRole('img')).toHaveAttribute('src', '/images/vehicles/suv-escalade.svg');
  });

  test('Book Now stores the selected vehicle and opens the booking start', async ({ page }) => {
    await page.goto('/fleet');
    // A previous airport package must not follow the customer here.
    await page.evaluate(() => localStorage.setItem('selectedAirportService', '{"id":"jfk-manhattan"}'));
    await page.getByRole('tab', { name: /Chevrolet Suburban SUV/ }).click();
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: /Book Now/ })
      .click();
    await expect(page).toHaveURL(BOOKING_START);
    expect(await storage(page, 'selectedVehicleId')).toBe('suv-suburban');
    expect(await storage(page, 'selectedAirportService')).toBeNull();
  });

  test('keyboard: arrows, Home and End move through the vehicles; Book Now works from the keyboard', async ({
    page,
  }) => {
    await page.goto('/fleet');
    const first = page.getByRole('tab', { name: /Cadillac XTS Sedan/ });
    await first.focus();
    await page.keyboard.press('ArrowRight');
    const second = page.getByRole('tab', { name: /Lincoln Continental/ });
    await expect(second).toBeFocused();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(second).toHaveAttribute('tabindex', '0');
    await expect(first).toHaveAttribute('tabindex', '-1');

    await page.keyboard.press('End');
    const last = page.getByRole('tab', { name: /Mercedes Sprinter Van/ });
    await expect(last).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(last).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(
      'Mercedes Sprinter Van',
    );

    // Tab leaves the tab list for the panel's Book Now; Enter activates it.
    await page.keyboard.press('Tab');
    const book = page.getByRole('tabpanel').getByRole('button', { name: /Book Now/ });
    await expect(book).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(BOOKING_START);
    expect(await storage(page, 'selectedVehicleId')).toBe('sprinter');
  });

  test('the closing band Book Now opens the booking start', async ({ page }) => {
    await page.goto('/fleet');
    await page
      .getByRole('region', { name: 'Ready to ride in comfort?' })
      .getByRole('button', { name: 'Book Now' })
      .click();
    await expect(page).toHaveURL(BOOKING_START);
  });

  test('shows skeletons while the vehicles load', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/vehicles', async (route) => {
      await held;
      await route.continue();
    });
    // The prerendered /fleet arrives with its vehicles: the skeleton shows when the fleet page is reached from
    // a page that had not loaded them (here the sign-in page, which is not prerendered).
    await page.goto('/login');
    await page.getByRole('banner').getByRole('link', { name: 'Fleet', exact: true }).click();
    await expect(page).toHaveURL(/\/fleet$/);
    await expect(page.getByTestId('fleet-skeleton')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading vehicles…' })).toBeAttached();
    release();
    await expect(page.getByRole('tab')).toHaveCount(5);
    await expect(page.getByTestId('fleet-skeleton')).toHaveCount(0);
  });

  test.describe('when the vehicles cannot be loaded', () => {
    test.use({ allowConsole: /Failed to load resource.*500/ });

    test('shows a message and loads them again on retry', async ({ page }) => {
      let fail = true;
      await page.route('**/api/vehicles', async (route) => {
        if (fail) await route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'boom' } });
        else await route.continue();
      });
      await page.goto('/fleet');
      const alert = page.getByRole('alert').filter({ hasText: 'Failed to load vehicles. Please try again.' });
      await expect(alert).toBeVisible();
      fail = false;
      await alert.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('tab')).toHaveCount(5);
    });
  });

  test('renders in Spanish', async ({ page }) => {
    await page.goto('/fleet');
    await setLanguage(page, 'es');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Una flota de modelos recientes para cada viaje',
    );
    await expect(page.getByRole('heading', { name: 'Sedanes ejecutivos' })).toBeVisible();
    await expect(page.locator('[data-category="suv"]')).toContainText('Hasta 6-7 pasajeros');
    await expect(page.getByRole('tabpanel')).toContainText('Interior de cuero');
    await expect(page.getByRole('tabpanel').getByRole('button', { name: /Reservar ahora/ })).toBeVisible();
  });
});

test.describe('about page', () => {
  test('renders story, achievements, values and mission', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New York’s chauffeurs since 2015');
    await expect(page.getByRole('region', { name: 'Born on the streets of New York' })).toContainText(
      'started in 2015',
    );
    const achievements = page.getByRole('region', { name: 'The numbers behind the service' });
    for (const [key, value] of [
      ['clients', '15K+'],
      ['vehicles', '50+'],
      ['cities', '12+'],
      ['punctuality', '99%'],
      ['service', '24/7'],
      ['response', '15 min'],
    ] as const) {
      await expect(achievements.locator(`[data-figure="${key}"] dd`)).toHaveText(value);
    }
    const values = page.getByRole('region', { name: 'What we stand for' });
    for (const value of ['Excellence', 'Reliability', 'Care']) {
      await expect(values.getByRole('heading', { name: value, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Our mission' })).toContainText('To make every journey');
  });

  test('links to the fleet, the driver application and the phone', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Explore our fleet' })).toHaveAttribute('href', '/fleet');
    await expect(page.getByRole('link', { name: 'Join Our Team' })).toHaveAttribute(
      'href',
      '/driver-request',
    );
    await expect(page.getByRole('link', { name: /Call \(212\) 555-0147/ }).first()).toHaveAttribute(
      'href',
      'tel:+12125550147',
    );
    await page.getByRole('link', { name: 'Explore our fleet' }).click();
    await expect(page).toHaveURL(/\/fleet$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A late-model fleet for every journey');
  });

  test('Book Now opens the booking start', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => localStorage.setItem('selectedAirportService', '{"id":"jfk-manhattan"}'));
    await page.getByRole('button', { name: 'Book Now' }).first().click();
    await expect(page).toHaveURL(BOOKING_START);
    expect(await storage(page, 'selectedAirportService')).toBeNull();
  });

  test('Book Now in the closing band works from the keyboard', async ({ page }) => {
    await page.goto('/about');
    const book = page.getByRole('region', { name: 'Let us drive you' }).getByRole('button', {
      name: 'Book Now',
    });
    await page.getByRole('link', { name: 'Join Our Team' }).focus();
    await page.keyboard.press('Tab');
    await expect(book).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(BOOKING_START);
  });

  test('renders in Spanish', async ({ page }) => {
    await page.goto('/about');
    await setLanguage(page, 'es');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Los choferes de Nueva York desde 2015');
    await expect(page.getByRole('heading', { name: 'Confiabilidad' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Únase a nuestro equipo' })).toHaveAttribute(
      'href',
      '/driver-request',
    );
  });
});

test.describe('legal pages', () => {
  test('terms: last updated, contents with working anchors, cancellation policy', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page.getByText('Last updated: November 26, 2026')).toBeVisible();

    const toc = page.getByRole('navigation', { name: 'On this page' });
    const links = toc.getByRole('link');
    await expect(links).toHaveCount(15);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
      await expect(page.locator(`section${href ?? ''}`)).toHaveCount(1);
    }

    await toc.getByRole('link', { name: /Cancellations and refunds/ }).click();
    await expect(page).toHaveURL(/\/terms#cancellation$/);
    const cancellation = page.getByRole('region', { name: /Cancellations and refunds/ });
    await expect(cancellation.getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(cancellation).toContainText('cancel free of charge up to 24 hours before');

    const waiting = page.getByRole('region', { name: /Wait time/ });
    await expect(waiting).toContainText('90 minutes');
    await expect(page.getByRole('region', { name: /Licensing/ })).toContainText(
      'Taxi & Limousine Commission',
    );
    await expect(page.getByRole('region', { name: /Minors/ })).toBeVisible();
    await expect(page.getByRole('region', { name: /Damage/ })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: /Contact us/ })
        .getByRole('link')
        .first(),
    ).toHaveAttribute('href', 'mailto:reservations@empirechauffeur.nyc');

    await page
      .getByRole('region', { name: /About these terms/ })
      .getByRole('link', { name: 'Privacy Policy' })
      .click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  });

  test('privacy: what we collect, the session and language cookies, retention and rights', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Last updated: November 26, 2026')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).toHaveCount(12);
    await expect(page.getByRole('region', { name: /Information we collect/ })).toContainText(
      'we never see or store your full card number',
    );
    await expect(page.getByRole('region', { name: /Cookies/ })).toContainText(
      'We use two cookies, both strictly necessary: a session cookie and a language cookie.',
    );
    await expect(page.getByRole('region', { name: /How long we keep it/ })).toContainText('7 years');
    await expect(page.getByRole('region', { name: /Your rights/ })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'reservations@empirechauffeur.nyc' }).first(),
    ).toHaveAttribute('href', 'mailto:reservations@empirechauffeur.nyc');
  });

  test('both documents render in Spanish', async ({ page }) => {
    await page.goto('/terms');
    await setLanguage(page, 'es');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos del servicio');
    await expect(page.getByText('Última actualización: 26 de noviembre de 2026')).toBeVisible();
    await expect(page.getByRole('region', { name: /Cancelaciones y reembolsos/ })).toContainText(
      'sin costo hasta 24 horas antes',
    );
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Política de privacidad');
    await expect(page.getByRole('region', { name: /Cookies y almacenamiento local/ })).toContainText(
      'una cookie de sesión',
    );
  });
});
