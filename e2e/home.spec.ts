import { expect, setLanguage, test } from './fixtures.ts';

test.describe('home page', () => {
  test('shows every section of the specification', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const id of ['top', 'services', 'fleet', 'about', 'tracking', 'testimonials', 'contact', 'cities']) {
      await expect(page.locator(`section#${id}`), id).toBeVisible();
    }
    const services = page.locator('section#services');
    for (const name of [
      'To Airport',
      'From Airport',
      'Point to Point',
      'Hourly/As Directed',
      'Wedding',
      'Prom',
      'Tour',
    ]) {
      await expect(services.getByText(name, { exact: true }).first()).toBeVisible();
    }
    await expect(services.getByText('Sweet 16')).toHaveCount(0);
    await expect(page.locator('section#fleet')).toContainText('Cadillac Escalade ESV');
    await expect(page.locator('section#fleet')).toContainText('Mercedes Sprinter Van');
    await expect(page.locator('section#cities')).toContainText('Staten Island');
    await expect(page.locator('section#cities')).toContainText('Hoboken');
  });

  test('service cards link where the specification says', async ({ page }) => {
    await page.goto('/');
    const services = page.locator('section#services');
    await expect(services.getByRole('link').first()).toBeVisible();
    const hrefs = await services.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/?service=to-airport&showMap=true',
        '/?service=from-airport&showMap=true',
        '/?service=point-to-point&showMap=true',
        '/?service=hourly&showMap=true',
        '/services/wedding',
        '/services/event-packages',
        '/?service=tour&showMap=true',
      ]),
    );
  });

  test('the testimonials carousel advances by itself, wraps around, and has dots and arrows', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const section = page.locator('section#testimonials');
    await section.scrollIntoViewIfNeeded();
    const dots = section.getByRole('button', { name: /^Show testimonial \d+$/ });
    const count = await dots.count();
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    const first = await section.getByTestId('testimonial-active').innerText();

    // Auto-advance every 8 s (pointer kept away so hover-pause does not apply).
    await page.mouse.move(0, 0);
    await page.clock.runFor(8_100);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(section.getByTestId('testimonial-active')).not.toHaveText(first);

    // Previous from the first slide wraps to the last; next from the last wraps to the first.
    await dots.nth(0).click();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await section.getByRole('button', { name: 'Previous testimonial' }).click();
    await expect(dots.nth(count - 1)).toHaveAttribute('aria-current', 'true');
    await section.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await dots.nth(2).click();
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  });

  test('the contact form shows its field errors, then its success toast, and resets', async ({ page }) => {
    await page.goto('/#contact');
    const form = page.locator('section#contact form');
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const msg of [
      'Name must be at least 2 characters',
      'Invalid email address',
      'Invalid phone number',
      'Please select a subject',
      'Message must be at least 10 characters',
    ]) {
      await expect(form.getByText(msg)).toBeVisible();
    }
    await form.getByLabel('Full name').fill('Olivia Bennett');
    await form.getByLabel('Email').fill('olivia@example.com');
    await form.getByLabel('Phone').fill('(212) 555-0190');
    await form.getByLabel('Subject').selectOption('quote');
    await form.getByLabel('Message').fill('A Sprinter for 12 guests from the Plaza to JFK on Saturday.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    const toast = page.locator('[data-toast]');
    await expect(toast).toContainText('Message sent');
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByText('Name must be at least 2 characters')).toHaveCount(0);
  });

  test('in Spanish the home page and the contact success toast are Spanish', async ({ page }) => {
    await page.goto('/');
    await setLanguage(page, 'es');
    await page.reload();
    await page.locator('section#contact').scrollIntoViewIfNeeded();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('section#services')).toContainText('Al aeropuerto');
    const form = page.locator('section#contact form');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
    await form.locator('input').nth(0).fill('Lucía Fernández');
    await form.locator('input[type="email"]').fill('lucia@example.com');
    await form.locator('input[type="tel"]').fill('+1 646 555 0101');
    await form.locator('select').selectOption('reservation');
    await form.locator('textarea').fill('Necesito un coche para una boda en Brooklyn.');
    await form.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.locator('[data-toast]')).toContainText('Mensaje enviado');
    await expect(page.locator('[data-toast]')).toContainText('Nos pondremos en contacto con usted pronto.');
  });

  test('the booking widget asks for a service before the next step', async ({ page }) => {
    await page.goto('/');
    const widget = page.locator('section#top');
    await widget.getByRole('button', { name: 'NEXT STEP' }).click();
    await expect(widget.getByRole('alert')).toHaveText('Please select a service type to continue');
    await widget.getByLabel('Service type').selectOption('to-airport');
    await widget.getByRole('button', { name: 'NEXT STEP' }).click();
    await expect(widget.getByRole('button', { name: 'GET MY PRICES' })).toBeVisible();
  });

  test('?service= preselects the service and opens the form; the form validates and saves the draft', async ({
    page,
  }) => {
    await page.goto('/?service=from-airport&showMap=true');
    const widget = page.locator('#booking-widget');
    await expect(widget.getByTestId('widget-selected-service')).toContainText('From Airport');
    await widget.getByRole('button', { name: 'GET MY PRICES' }).click();
    await expect(widget.getByText('Address must have at least 3 characters').first()).toBeVisible();
    await expect(widget.getByText('Please select a date and time').first()).toBeVisible();

    await widget.getByLabel('Pickup address').fill('JFK Terminal 4');
    await widget.getByLabel('Destination address').fill('Times Square, Manhattan');
    const when = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    const date = when.toISOString().slice(0, 10);
    const pickup = widget.getByRole('group', { name: 'Pickup date and time' });
    await pickup.getByLabel('Date').fill(date);
    await pickup.getByLabel('Time').fill('14:30');
    await widget.getByRole('button', { name: 'GET MY PRICES' }).click();
    await expect(page).toHaveURL(/\/vehicle-selection\/from-airport$/);
    const draft = await page.evaluate(() => JSON.parse(localStorage.getItem('bookingData') ?? '{}'));
    expect(draft).toMatchObject({
      serviceType: 'from-airport',
      pickupAddress: 'JFK Terminal 4',
      destinationAddress: 'Times Square, Manhattan',
      pickupDate: date,
      pickupTime: '14:30',
      returnTrip: false,
    });
  });
});
