import type { Page } from '@playwright/test';
import { expect, readStored, setLanguage, test, type Stored } from './fixtures.ts';

/** Where the app went: path, query and hash, compared with the Book action's href. */
async function expectLocation(page: Page, href: string): Promise<void> {
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}${url.hash}` === href);
}

/** bookingData and selectedAirportService as stored. */
async function stored(page: Page): Promise<{ draft: Stored; airport: Stored }> {
  return {
    draft: await readStored(page, 'bookingData'),
    airport: await readStored(page, 'selectedAirportService'),
  };
}

/** Clicks the button named `button` inside the offer card `offer`. */
async function bookFromCard(page: Page, offer: string, button: string | RegExp): Promise<void> {
  await page.locator(`article[data-offer="${offer}"]`).getByRole('button', { name: button }).click();
}

test.describe('events page (/services/events)', () => {
  test('shows the intro, three feature points, three occasions and the detail links', async ({ page }) => {
    await page.goto('/services/events');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Chauffeured Elegance for Life’s Biggest Nights',
    );
    for (const name of ['Event Coordination', 'Luxury Experience', 'Group Accommodations']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    for (const title of ['Choose Your Occasion', 'Planning Something One of a Kind?']) {
      await expect(page.getByRole('region', { name: title })).toBeVisible();
    }
    const prices = { 'event-wedding': '$450', 'event-prom': '$199', 'event-gala': '$299' };
    for (const [offer, price] of Object.entries(prices)) {
      await expect(page.locator(`article[data-offer="${offer}"]`).getByTestId('price')).toHaveText(price);
    }
    await expect(page.getByRole('link', { name: 'View wedding packages' })).toHaveAttribute(
      'href',
      '/services/wedding',
    );
    await expect(page.getByRole('link', { name: 'View event packages' })).toHaveAttribute(
      'href',
      '/services/event-packages',
    );
  });

  const occasions = [
    {
      kind: 'wedding',
      button: 'Book Wedding',
      href: '/?service=wedding&showMap=true',
      draft: { serviceType: 'wedding', eventType: 'event-wedding' },
    },
    {
      kind: 'prom',
      button: 'Book Prom & Formal',
      href: '/?service=prom&showMap=true',
      draft: { serviceType: 'prom', eventType: 'event-prom' },
    },
    {
      kind: 'gala',
      button: 'Book Gala & Special',
      href: '/?service=events&type=gala&showMap=true',
      draft: { serviceType: 'hourly', eventType: 'event-gala', package: 'gala' },
    },
  ] as const;

  for (const o of occasions) {
    test(`${o.button} stores event-${o.kind} and opens its booking step`, async ({ page }) => {
      await page.goto('/services/events');
      await bookFromCard(page, `event-${o.kind}`, o.button);
      await expectLocation(page, o.href);
      const { draft, airport } = await stored(page);
      expect(draft).toMatchObject(o.draft);
      expect(airport).toBeNull();
    });
  }

  test('Request Custom Quote goes to the contact section of the home page', async ({ page }) => {
    await page.goto('/services/events');
    await page
      .getByRole('region', { name: 'Planning Something One of a Kind?' })
      .getByRole('link', { name: 'Request Custom Quote' })
      .click();
    await expectLocation(page, '/#contact');
    await expect(page.locator('section#contact')).toBeInViewport();
  });
});

test.describe('wedding page (/services/wedding)', () => {
  test('shows the hero highlights, three packages, what is included and the custom quote', async ({
    page,
  }) => {
    await page.goto('/services/wedding');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Wedding Day, Driven Beautifully');
    const highlights = page.getByRole('list', { name: 'Wedding highlights' }).getByRole('listitem');
    await expect(highlights).toHaveCount(4);
    for (const text of [
      'Red-carpet service',
      'Decorated vehicles',
      'Champagne toast',
      'Punctual & discreet chauffeurs',
    ]) {
      await expect(highlights.filter({ hasText: text })).toHaveCount(1);
    }
    const packages = [
      { id: 'wedding-basic', name: 'Essential Wedding Package', price: '$450', hours: 'for 4 hours' },
      { id: 'wedding-premium', name: 'Luxury Wedding Package', price: '$750', hours: 'for 6 hours' },
      { id: 'wedding-deluxe', name: 'Royal Wedding Package', price: '$1,200', hours: 'for 8 hours' },
    ];
    for (const p of packages) {
      const card = page.locator(`article[data-offer="${p.id}"]`);
      await expect(card.getByRole('heading', { name: p.name })).toBeVisible();
      await expect(card.getByTestId('price')).toHaveText(p.price);
      await expect(card).toContainText(p.hours);
      await expect(card.getByRole('listitem')).toHaveCount(5);
    }
    await expect(page.locator('article[data-offer="wedding-premium"]')).toContainText('Most Popular');
    await expect(page.locator('article[data-offer="wedding-basic"]')).not.toContainText('Most Popular');
    const included = page.getByRole('region', { name: 'Included in Every Package' });
    await expect(included.getByRole('region', { name: 'Vehicle features' })).toBeVisible();
    await expect(included.getByRole('region', { name: 'Service standards' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Planning Something Unique?' })).toBeVisible();
  });

  const weddings = [
    { id: 'wedding-basic', name: 'Essential Wedding Package', hours: 4, price: 450 },
    { id: 'wedding-premium', name: 'Luxury Wedding Package', hours: 6, price: 750 },
    { id: 'wedding-deluxe', name: 'Royal Wedding Package', hours: 8, price: 1200 },
  ] as const;

  for (const w of weddings) {
    test(`Book This Package stores ${w.id}`, async ({ page }) => {
      await page.goto('/services/wedding');
      await bookFromCard(page, w.id, 'Book This Package');
      await expectLocation(page, `/?service=wedding&package=${w.id}&showMap=true`);
      const { draft } = await stored(page);
      expect(draft).toMatchObject({
        serviceType: 'wedding',
        package: w.id,
        packageName: w.name,
        hours: w.hours,
        basePrice: w.price,
      });
    });
  }

  test('the custom quote stores a custom wedding package', async ({ page }) => {
    await page.goto('/services/wedding');
    await page.getByRole('button', { name: 'Request a Custom Quote' }).click();
    await expectLocation(page, '/?service=wedding&package=custom&showMap=true');
    const { draft } = await stored(page);
    expect(draft).toMatchObject({ serviceType: 'wedding', package: 'custom' });
  });

  test('a Book button can be reached and used with the keyboard', async ({ page }) => {
    await page.goto('/services/wedding');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        () =>
          document.activeElement?.tagName === 'BUTTON' &&
          document.activeElement.textContent?.trim() === 'Book This Package',
      );
    }
    expect(reached, 'Tab reaches a Book This Package button').toBe(true);
    await page.keyboard.press('Enter');
    await expectLocation(page, '/?service=wedding&package=wedding-basic&showMap=true');
    const { draft } = await stored(page);
    expect(draft).toMatchObject({ package: 'wedding-basic', basePrice: 450 });
  });
});

test.describe('event packages page (/services/event-packages)', () => {
  test('shows the packages, the routes, corporate solutions and the closing band', async ({ page }) => {
    await page.goto('/services/event-packages');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Event Transportation, Priced Up Front');
    const packages = [
      { id: 'prom', name: 'Prom & Formal Events', price: '$199' },
      { id: 'gala', name: 'Gala & Special Events', price: '$299' },
      { id: 'corporate', name: 'Corporate Events', price: '$149' },
    ];
    for (const p of packages) {
      const card = page.locator(`article[data-offer="package-${p.id}"]`);
      await expect(card.getByRole('heading', { name: p.name })).toBeVisible();
      await expect(card.getByTestId('price')).toHaveText(p.price);
      await expect(card).toContainText('From');
    }
    await expect(page.locator('article[data-offer="package-prom"]')).toContainText('Most Popular');
    const routes = [
      { id: 'manhattan-brooklyn', name: 'Manhattan to Brooklyn', price: '$79', minutes: '25-35' },
      { id: 'manhattan-queens', name: 'Manhattan to Queens', price: '$89', minutes: '30-40' },
      { id: 'manhattan-long-island', name: 'Manhattan to Long Island', price: '$149', minutes: '45-60' },
    ];
    for (const r of routes) {
      const card = page.locator(`article[data-offer="route-${r.id}"]`);
      await expect(card.getByRole('heading', { name: r.name })).toBeVisible();
      await expect(card.getByTestId('price')).toHaveText(r.price);
      // The same figure as the point-to-point page's (one source: ROUTES in offers.ts).
      await expect(card).toContainText(`Typical duration ${r.minutes} min`);
    }
    await expect(page.locator('article[data-offer="route-manhattan-brooklyn"]')).toContainText(
      'Most Popular',
    );
    await expect(page.locator('article[data-offer="route-manhattan-queens"]')).not.toContainText(
      'Most Popular',
    );
    const corporate = page.getByRole('region', { name: 'Transportation for Your Company’s Events' });
    await expect(corporate.getByRole('link', { name: 'Explore Corporate Services' })).toHaveAttribute(
      'href',
      '/services/corporate',
    );
    const cta = page.getByRole('region', { name: 'Ready to Plan Your Event?' });
    await expect(cta.getByRole('link', { name: 'Start Your Booking' })).toHaveAttribute(
      'href',
      '/?showMap=true',
    );
  });

  const services = [
    { id: 'prom', serviceType: 'prom', name: 'Prom & Formal Events', price: 199 },
    { id: 'gala', serviceType: 'hourly', name: 'Gala & Special Events', price: 299 },
    { id: 'corporate', serviceType: 'hourly', name: 'Corporate Events', price: 149 },
  ] as const;

  for (const s of services) {
    test(`Book This Service stores the ${s.id} package`, async ({ page }) => {
      await page.goto('/services/event-packages');
      await bookFromCard(page, `package-${s.id}`, 'Book This Service');
      await expectLocation(page, `/?service=events&type=${s.id}&showMap=true`);
      const { draft } = await stored(page);
      expect(draft).toMatchObject({
        serviceType: s.serviceType,
        eventType: s.id,
        package: s.id,
        packageName: s.name,
        basePrice: s.price,
      });
    });
  }

  test('the custom event quote stores a custom package', async ({ page }) => {
    await page.goto('/services/event-packages');
    await page.getByRole('button', { name: 'Request Custom Quote' }).click();
    await expectLocation(page, '/?service=events&type=custom&showMap=true');
    const { draft } = await stored(page);
    expect(draft).toMatchObject({ eventType: 'custom', package: 'custom' });
  });

  const routes = [
    { id: 'manhattan-brooklyn', price: 79, minutes: '25-35', to: 'Downtown Brooklyn, Brooklyn, NY' },
    { id: 'manhattan-queens', price: 89, minutes: '30-40', to: 'Long Island City, Queens, NY' },
    { id: 'manhattan-long-island', price: 149, minutes: '45-60', to: 'Garden City, Long Island, NY' },
  ] as const;

  for (const r of routes) {
    test(`Book This Route stores ${r.id}`, async ({ page }) => {
      await page.goto('/services/event-packages');
      await bookFromCard(page, `route-${r.id}`, 'Book This Route');
      await expectLocation(page, `/?service=point-to-point&route=${r.id}&showMap=true`);
      const { draft } = await stored(page);
      expect(draft).toMatchObject({
        serviceType: 'point-to-point',
        routeId: r.id,
        basePrice: r.price,
        estimatedTime: `${r.minutes} min`,
      });
      // The route's areas are not doors (decision 25): the ride form asks for them.
      expect(draft).not.toHaveProperty('pickupAddress');
      expect(draft).not.toHaveProperty('destinationAddress');
    });
  }
});

test.describe('occasion pages in Spanish', () => {
  const pages = [
    {
      path: '/services/events',
      h1: 'Elegancia con chofer para las grandes noches de su vida',
      h2: 'Elija su ocasión',
      book: 'Reservar boda',
    },
    {
      path: '/services/wedding',
      h1: 'El día de su boda, con la elegancia que merece',
      h2: 'Incluido en todos los paquetes',
      book: 'Reservar este paquete',
    },
    {
      path: '/services/event-packages',
      h1: 'Transporte para eventos, con precios claros desde el inicio',
      h2: 'Rutas populares para eventos',
      book: 'Reservar esta ruta',
    },
  ];
  for (const p of pages) {
    test(`${p.path} renders in Spanish`, async ({ page }) => {
      await page.goto(p.path);
      await setLanguage(page, 'es');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.h1);
      await expect(page.getByRole('heading', { level: 2, name: p.h2 })).toBeVisible();
      await expect(page.getByRole('button', { name: p.book }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    });
  }
});
