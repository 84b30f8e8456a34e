import type { APIRequestContext, Page } from '@playwright/test';
import { expect, setLanguage, test } from './fixtures.ts';

/**
 * Customer sign-in pages. A signed-out visitor's session check (GET /api/user) answers 401, and the
 * wrong-password, duplicate-email and expired-token cases answer 401/409/400: Chromium logs those as
 * console errors.
 */
test.use({ allowConsole: /status of 40[019]/ });

const PASSWORD = 'secret-pass-1';
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
let seq = 0;
const uniqueEmail = () => `e2e.${run}.${++seq}@example.com`;

async function createAccount(request: APIRequestContext, email: string, firstName = 'Amelia') {
  const res = await request.post('/api/register', {
    data: {
      firstName,
      lastName: 'Stone',
      email,
      phone: '(212) 555-0147',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      termsAccepted: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const header = (page: Page) => page.getByRole('banner');

/**
 * One account for the whole file: the server limits sign-ups, logins and reset requests per address
 * (10 registrations an hour, 10 logins per 15 minutes, 5 reset requests an hour), so the suite spends few.
 */
let shared: Promise<string> | null = null;
function sharedAccount(request: APIRequestContext): Promise<string> {
  shared ??= (async () => {
    const email = uniqueEmail();
    await createAccount(request, email, 'Beatrice');
    return email;
  })();
  return shared;
}

test.describe('sign up and sign out', () => {
  test('a new passenger signs up, lands home signed in, and signs out from the header menu', async ({
    page,
  }) => {
    const email = uniqueEmail();
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByLabel('First name').fill('Amelia');
    await page.getByLabel('Last name').fill('Stone');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('(212) 555-0147');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I accept the Terms of Service/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page.getByText('Registration successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const menuButton = header(page).getByRole('button', { name: /Amelia/ });
    await expect(menuButton).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);
    // Nothing about the account is kept in browser storage.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(email);

    // Step 3 of the booking without a booking in progress shows who is signed in, with Book a ride.
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: "You're signed in" })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book a ride' })).toBeVisible();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(header(page).getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(header(page).getByRole('link', { name: 'My Bookings' }).last()).toHaveAttribute(
      'href',
      '/bookings',
    );
    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.reload();
    await expect(header(page).getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('/signup shows the specification messages and puts a taken email on the email field', async ({
    page,
    request,
  }) => {
    const email = await sharedAccount(request);
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'First name must be at least 2 characters',
      'Last name must be at least 2 characters',
      'Invalid email address',
      'Invalid phone number',
      'Password must be at least 6 characters',
      'You must accept the terms and conditions',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription(
      'First name must be at least 2 characters',
    );

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('something-else');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    await page.getByLabel('First name').fill('Amelia');
    await page.getByLabel('Last name').fill('Stone');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone').fill('2125550147');
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I accept/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'An account with this email already exists.',
    );
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('log in', () => {
  let email = '';
  test.beforeEach(async ({ request }) => {
    email = await sharedAccount(request);
  });
  test('by email, following a same-site ?next=', async ({ page }) => {
    await page.goto('/login?next=/fleet');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in to your account' })).toBeVisible();
    await page.getByLabel('Email or username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: 'Remember me' }).check();
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/fleet$/);
    await expect(header(page).getByRole('button', { name: /Beatrice/ })).toBeVisible();
  });

  test('by username, ignoring an off-site ?next=', async ({ page }) => {
    await page.goto('/auth/login?next=//evil.example/');
    await page.getByLabel('Email or username').fill(email.split('@')[0] ?? '');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(header(page).getByRole('button', { name: /Beatrice/ })).toBeVisible();
  });

  test('a wrong password or empty fields show the messages and stay on the page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }),
    ).toBeVisible();
    await expect(page.getByLabel('Email or username')).toBeFocused();

    await page.getByLabel('Email or username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email/username or password' }).first(),
    ).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/login$/);
  });

  test.describe('when the server fails', () => {
    test.use({ allowConsole: /status of 500/ });

    test('an unexpected failure shows the specification\'s "Login Error" / "Please try again"', async ({
      page,
    }) => {
      await page.route('**/api/login', (route) =>
        route.fulfill({ status: 500, json: { code: 'common.internal', message: 'Internal error' } }),
      );
      await page.goto('/login');
      await page.getByLabel('Email or username').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      const toast = page.getByRole('alert').filter({ hasText: 'Login Error' });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText('Please try again');
      await expect(page).toHaveURL(/\/login$/);
    });
  });
});

test.describe('/auth (booking step 3)', () => {
  test('shows the step, checks the guest details, and continues as guest to booking details', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'bookingData',
        JSON.stringify({
          serviceType: 'point-to-point',
          pickupAddress: 'JFK Terminal 4',
          destinationAddress: 'Times Square',
          vehicleId: 'sedan-cadillac',
          vehicleName: 'Cadillac XTS Sedan',
        }),
      ),
    );
    await page.goto('/auth');
    await expect(page.getByText('Step 3 of 5')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to vehicle selection' })).toHaveAttribute(
      'href',
      '/vehicle-selection/point-to-point',
    );
    await expect(page.getByRole('link', { name: /Are you a driver\?/ })).toHaveAttribute(
      'href',
      '/driver-login',
    );

    const guest = page.getByRole('region', { name: 'Continue as Guest' });
    await guest.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(guest.getByText('Missing Information')).toBeVisible();
    await expect(
      guest.getByText(
        'Please fill in all required fields (email, first name, last name, and phone) to continue.',
      ),
    ).toBeVisible();
    await guest.getByLabel('Email').fill('not-an-email');
    await guest.getByLabel('First name').fill('Carla');
    await guest.getByLabel('Last name').fill('Mendes');
    await guest.getByLabel('Phone').fill('555-01');
    await guest.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(guest.getByText('Invalid Email')).toBeVisible();
    await guest.getByLabel('Email').fill(uniqueEmail());
    await guest.getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(guest.getByText('Invalid Phone')).toBeVisible();
    await expect(guest.getByText('Please enter a valid phone number (at least 10 digits).')).toBeVisible();
    await guest.getByLabel('Phone').fill('(212) 555-0147');
    await guest.getByRole('button', { name: 'Continue as Guest' }).click();

    await expect(page.getByText('Continuing as guest')).toBeVisible();
    await expect(page.getByText('You can still make bookings without an account.')).toBeVisible();
    await expect(page).toHaveURL(/\/booking-details$/);

    // Guest header: 'Guest User' with a Sign In link and no profile menu.
    await expect(header(page).getByText('Guest User')).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header(page).getByRole('button', { name: /Account menu/ })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);

    // A guest session counts as signed in for step 3: with the booking in progress it goes straight on.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/booking-details$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking details' })).toBeVisible();
    // Without a booking in progress it shows the guest, who can start again.
    await page.evaluate(() => localStorage.removeItem('bookingData'));
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Booking as a guest' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out and start again' }).click();
    await expect(page.getByRole('button', { name: 'Continue as Guest' })).toBeVisible();
  });

  test('the login tab asks for both email and password; tabs work with the keyboard', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('link', { name: 'Back to vehicle selection' })).toHaveAttribute('href', '/');
    const loginTab = page.getByRole('tab', { name: 'Login' });
    await expect(loginTab).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter both email and password')).toBeVisible();

    await loginTab.focus();
    await page.keyboard.press('ArrowRight');
    const createTab = page.getByRole('tab', { name: 'Create Account' });
    await expect(createTab).toBeFocused();
    await expect(createTab).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Create Account' });
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Confirm password']) {
      await expect(panel.getByLabel(label)).toBeVisible();
    }
  });
});

test.describe('password pages', () => {
  test('/reset-password without a token says so', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('Invalid or missing reset token')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');
  });

  test('/reset-password checks its fields before calling the server', async ({ page }) => {
    await page.goto('/reset-password?token=abc');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Please fill in all fields')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm new password').fill('abcdeg');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm new password').fill('abc');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  });

  test('/reset-password shows a server error in red, then success in green and goes to /auth', async ({
    page,
  }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await page.getByLabel('New password', { exact: true }).fill('new-secret-1');
    await page.getByLabel('Confirm new password').fill('new-secret-1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    const expired = page.getByText('This reset link is invalid or has expired. Please request a new one.');
    await expect(expired).toBeVisible();
    await expect(expired).toHaveClass(/text-danger/);

    // The success path with a stubbed answer (the emailed-token flow is covered by the outbox test).
    await page.route('**/api/reset-password', (route) =>
      route.fulfill({ json: { success: true, message: 'Your password has been reset.' } }),
    );
    await page.getByRole('button', { name: 'Reset password' }).click();
    const done = page.getByText(/^✓ /);
    await expect(done).toBeVisible();
    await expect(done).toHaveClass(/text-success/);
    await expect(page).toHaveURL(/\/auth$/, { timeout: 6000 });
  });

  test('/forgot-password confirms and can go back to the form', async ({ page }) => {
    // The real call is covered by the dialog test; reset requests are limited to 5 an hour per address.
    let sent: unknown = null;
    await page.route('**/api/forgot-password', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({
        json: { success: true, message: 'If an account exists, a link is on its way.' },
      });
    });
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await page.getByLabel('Email').fill('nobody-at-all');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    expect(sent).toEqual({ email: 'someone@example.com', locale: 'en' });
    await expect(page.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');
    await page.getByRole('button', { name: 'Try a different email address' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});

test.describe('other sign-in pages', () => {
  test('the password toggle, social buttons and forgot-password dialog', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('abc123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');

    // No provider the product does not offer: Google only when configured (not on this server).
    for (const provider of ['Google', 'Facebook', 'Apple']) {
      await expect(page.getByRole('button', { name: `Continue with ${provider}` })).toHaveCount(0);
      await expect(page.getByRole('link', { name: `Continue with ${provider}` })).toHaveCount(0);
    }
    await expect(page.getByText(/Coming Soon|available soon/i)).toHaveCount(0);

    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset your password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(dialog.getByText('Please enter your email address')).toBeVisible();
    await dialog.getByLabel('Email').fill('someone@example.com');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Password Reset Email Sent')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeFocused();
  });
  test('/driver-login and /register-options link where the specification says', async ({ page }) => {
    await page.goto('/driver-login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to drive');
    await expect(page.getByRole('link', { name: 'Apply to drive' })).toHaveAttribute(
      'href',
      '/driver-request',
    );
    await expect(page.getByRole('link', { name: 'I have an invitation code' })).toHaveAttribute(
      'href',
      '/taxistas',
    );

    await page.goto('/register-options');
    await expect(page.getByRole('tab', { name: 'Passenger Account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Create a passenger account' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await page.getByRole('tab', { name: 'Driver Account' }).click();
    await expect(page.getByRole('link', { name: 'Apply to drive' })).toHaveAttribute(
      'href',
      '/driver-request',
    );
    await expect(page.getByRole('link', { name: 'I have an invitation code' })).toHaveAttribute(
      'href',
      '/taxistas',
    );
    await expect(page.getByRole('link', { name: 'Sign in or continue as a guest' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  test('/login renders in Spanish', async ({ page }) => {
    await page.goto('/login');
    await setLanguage(page, 'es');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Inicie sesión en su cuenta' })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico o usuario')).toBeVisible();
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    await expect(page.getByText('Por favor, complete todos los campos obligatorios')).toBeVisible();
  });
});
