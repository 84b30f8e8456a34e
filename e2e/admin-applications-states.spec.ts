import {
  ADMIN,
  confirmApproval,
  fakeApplication,
  HEADING,
  PAGE,
  PASSENGER,
  signIn,
  toastWith,
} from './admin-applications.ts';
import { expect, setLanguage, test } from './fixtures.ts';

/** /admin/driver-applications: who may open it, the states the page answers itself, Spanish. */
test.describe('who may open the page', () => {
  test('a passenger is told the page is for administrators, not sent to 404', async ({ page }) => {
    await signIn(page, PASSENGER);
    await page.goto(PAGE);
    await expect(page.getByTestId('wrong-role')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is for administrators' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: HEADING })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /not found|doesn.t exist/i })).toHaveCount(0);
    const api = await page.request.get('/api/driver-applications');
    expect(api.status()).toBe(403);
  });

  test('a signed-out visitor is sent to sign in and comes back after', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page).toHaveURL(/\/login\?next=\/admin\/driver-applications$/);
    const api = await page.request.get('/api/driver-applications');
    expect(api.status()).toBe(401);
  });
});

test.describe('states answered by the page itself', () => {
  test.use({ allowConsole: /status of (409|500)/ });

  test('a failed load says so and Try Again asks again; an empty list says No driver applications found', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    let fail = true;
    await page.route('**/api/driver-applications', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ code: 'common.internal', message: 'Internal Server Error' }),
          })
        : route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.goto(PAGE);
    await expect(page.getByText('We could not load the driver applications. Please try again.')).toBeVisible({
      timeout: 20_000,
    });
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'No driver applications found' })).toBeVisible();
    await expect(page.getByTestId('count-all')).toHaveText('0');
  });

  test('a failed approval shows the specification message; a named problem shows its own text', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    const pending = fakeApplication();
    await page.route('**/api/driver-applications', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify([pending]) }),
    );
    let answer: { status: number; body: object } = {
      status: 500,
      body: { code: 'common.internal', message: 'Internal Server Error' },
    };
    await page.route('**/api/approve-driver/*', (route) =>
      route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: JSON.stringify(answer.body),
      }),
    );
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Approve the application of Nadia Petrova' }).click();
    await confirmApproval(page);
    await expect(toastWith(page, 'Approval failed')).toContainText(
      'Error: Failed to approve driver application. Please try again.',
    );
    answer = {
      status: 409,
      body: { code: 'applications.notPending', message: 'This application has already been reviewed' },
    };
    await page.getByRole('button', { name: 'Approve the application of Nadia Petrova' }).click();
    await confirmApproval(page);
    await expect(toastWith(page, 'Approval failed')).toContainText(
      'This application has already been reviewed',
    );
  });

  test('renders in Spanish', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.route('**/api/driver-applications', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify([fakeApplication()]),
      }),
    );
    await page.goto(PAGE);
    await setLanguage(page, 'es');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de choferes' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Pendientes/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver al sitio principal' })).toBeVisible();
    await page.getByRole('button', { name: 'Rechazar la solicitud de Nadia Petrova' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rechazar solicitud' });
    await dialog.getByRole('button', { name: 'Rechazar solicitud' }).click();
    await expect(dialog.getByText('Indique un motivo para el rechazo')).toBeVisible();
    await setLanguage(page, 'en');
  });
});
