import type { Page, Request } from '@playwright/test';
import { expect, readStored, setLanguage, test } from './fixtures.ts';

const SPANISH_APOLOGY =
  'Lo sentimos, no pudimos procesar su mensaje. Inténtelo de nuevo o llámenos al (212) 555-0147.';
const ENGLISH_APOLOGY =
  "Sorry, I couldn't process your message. Please try again or call us at (212) 555-0147.";

const isChat = (req: Request) => new URL(req.url()).pathname === '/api/chat' && req.method() === 'POST';

/** Opens the home page in a language with a fresh conversation and a fresh booking draft. */
async function home(page: Page, lang: 'en' | 'es' = 'en') {
  await page.goto('/terms');
  await setLanguage(page, lang);
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.removeItem('bookingData');
    localStorage.removeItem('selectedVehicleId');
  });
  await page.goto('/');
}

/** The launcher, and the panel it opens. */
function chat(page: Page, lang: 'en' | 'es' = 'en') {
  const launcher = page.getByTestId('chat-launcher');
  const panel = page.getByRole('dialog', { name: lang === 'es' ? 'Concierge Empire' : 'Empire Concierge' });
  return {
    launcher,
    panel,
    input: panel.getByRole('textbox', { name: lang === 'es' ? 'Su mensaje' : 'Your message' }),
    send: panel.getByRole('button', { name: lang === 'es' ? 'Enviar mensaje' : 'Send message' }),
    log: panel.getByRole('log'),
    messages: panel.getByTestId('chat-message'),
    suggestions: panel.getByRole('group', {
      name: lang === 'es' ? 'Preguntas sugeridas' : 'Suggested questions',
    }),
  };
}

/** A canned answer, for the tests about the widget rather than the assistant. */
async function fakeAssistant(page: Page) {
  const bodies: Record<string, unknown>[] = [];
  let gate: Promise<void> = Promise.resolve();
  await page.route('**/api/chat', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    bodies.push(body);
    await gate;
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        response: `Answer ${bodies.length}\nsecond line <b>not bold</b>`,
        suggestions: ['And in an SUV?'],
        quickActions: [{ label: 'View the fleet', action: 'fleet', href: '/fleet' }],
        language: 'en',
        intent: 'fleet',
      }),
    });
  });
  /** Holds the next answers back until the returned function is called. */
  const hold = () => {
    let release = () => {};
    gate = new Promise<void>((resolve) => (release = resolve));
    return release;
  };
  return Object.assign(bodies, { hold });
}

test.describe('the chat widget', () => {
  test('greets in the site language with four suggestions and three quick actions; a suggestion is sent', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await home(page);
    const c = chat(page);
    await expect(c.launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(c.launcher).toHaveAccessibleName('Chat with our concierge');
    await c.launcher.click();
    await expect(c.panel).toBeVisible();
    await expect(c.launcher).toHaveAttribute('aria-expanded', 'true');
    await expect(c.launcher).toHaveAttribute('aria-controls', 'chat-panel');
    await expect(c.input).toBeFocused();
    await expect(c.log).toHaveAttribute('aria-live', 'polite');

    // The specification's box: 24rem x 500 px on a desktop.
    const box = await c.panel.boundingBox();
    expect(box?.width).toBe(384);
    expect(box?.height).toBe(500);

    await expect(c.messages).toHaveCount(1);
    await expect(c.messages.first()).toContainText('Empire Chauffeur assistant');
    await expect(c.suggestions.getByRole('button')).toHaveText([
      'How much from JFK to Times Square?',
      'Which car for 6 people?',
      'Do you have hourly packages?',
      'How do I cancel?',
    ]);
    const actions = c.messages.first().getByRole('link');
    await expect(actions).toHaveText(['Book a ride', 'View the fleet', 'Contact us']);
    await expect(actions.nth(0)).toHaveAttribute('href', '/#booking-widget');
    await expect(actions.nth(1)).toHaveAttribute('href', '/fleet');
    await expect(actions.nth(2)).toHaveAttribute('href', '/#contact');

    const asked = page.waitForRequest(isChat);
    const answered = page.waitForResponse((res) => isChat(res.request()));
    await c.suggestions.getByRole('button', { name: 'Which car for 6 people?' }).click();
    const body = (await asked).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ message: 'Which car for 6 people?', locale: 'en', history: [] });
    expect((await answered).status()).toBe(200);
    await expect(c.messages).toHaveCount(3);
    await expect(c.messages.nth(1)).toHaveAttribute('data-role', 'user');
    await expect(c.messages.nth(2)).toHaveAttribute('data-role', 'assistant');
    await expect(c.messages.nth(2)).not.toHaveAttribute('data-error');
    await page.screenshot({ path: 'test-results/screenshots/chat-open-1280.png' });

    // The fleet quick action of the greeting opens the fleet page; on a desktop the panel stays open.
    await actions.nth(1).click();
    await expect(page).toHaveURL(/\/fleet$/);
    await expect(c.panel).toBeVisible();
  });

  test('answers a Spanish price question in Spanish with a $ amount and books that ride', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await home(page, 'es');
    const c = chat(page, 'es');
    await c.launcher.click();
    await expect(c.messages.first()).toContainText('Soy el asistente de Empire Chauffeur');
    await expect(c.suggestions.getByRole('button')).toHaveCount(4);

    // A phone: the panel fits the screen with its margins.
    const box = await c.panel.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(16);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390 - 16);
    expect(box?.y).toBeGreaterThanOrEqual(0);

    const answered = page.waitForResponse((res) => isChat(res.request()));
    await c.input.fill('¿cuánto cuesta de JFK a Times Square en SUV?');
    await c.input.press('Enter');
    const answer = (await (await answered).json()) as {
      response: string;
      language: string;
      quickActions: { action: string; href: string }[];
    };
    expect(answer.language).toBe('es');
    const reply = c.messages.nth(2);
    await expect(reply).toContainText(/\$\s?\d/);
    await expect(reply).toContainText(/SUV|Escalade|Suburban/i);
    await expect(c.input).toHaveValue('');
    await page.screenshot({ path: 'test-results/screenshots/chat-open-390.png' });

    const book = answer.quickActions.find((a) => a.action === 'book');
    expect(book?.href).toMatch(/pickup=.+&destination=/);
    await reply.locator('[data-action="book"]').click();

    // The booking form, prefilled from the link; on a phone the panel gets out of the way.
    await expect(page).toHaveURL(/[?&]pickup=/);
    await expect(c.panel).toBeHidden();
    const widget = page.locator('#booking-widget');
    await expect(widget.getByRole('combobox', { name: 'Dirección de recogida' })).toHaveValue(/JFK/i);
    await expect(widget.getByRole('combobox', { name: 'Dirección de destino' })).toHaveValue(/Times Square/i);
    await expect(widget).toBeInViewport();
    const vehicle = new URL(book?.href ?? '/', 'http://x').searchParams.get('vehicle');
    if (vehicle)
      expect(await page.evaluate(() => localStorage.getItem('selectedVehicleId'))).toBe(`"${vehicle}"`);
    expect(await readStored(page, 'bookingData')).toMatchObject({ serviceType: 'point-to-point' });
  });

  test('does not send an empty message, refuses a too-long one before sending, and closes with Escape', async ({
    page,
  }) => {
    const bodies = await fakeAssistant(page);
    await home(page);
    const c = chat(page);
    await c.launcher.click();
    await expect(c.send).toBeDisabled();
    await c.input.press('Enter');
    await c.input.fill('   \n  ');
    await c.input.press('Enter');
    await expect(c.send).toBeDisabled();

    await c.input.fill('a'.repeat(501));
    await expect(c.panel.getByTestId('chat-counter')).toContainText('501/500');
    await expect(c.panel.getByText('Messages must be at most 500 characters.')).toBeVisible();
    await expect(c.input).toHaveAttribute('aria-invalid', 'true');
    await c.input.press('Enter');
    await expect(c.send).toBeDisabled();
    await expect(c.messages).toHaveCount(1);
    expect(bodies).toHaveLength(0);

    // Shift+Enter is a new line; Enter sends.
    await c.input.fill('first line');
    await c.input.press('Shift+Enter');
    await c.input.pressSequentially('second line');
    await expect(c.input).toHaveValue('first line\nsecond line');
    const release = bodies.hold();
    await c.input.press('Enter');
    // Waiting for the reply: the typing indicator, and nothing more is sent meanwhile.
    await expect(c.panel.getByRole('status', { name: 'The assistant is typing…' })).toBeVisible();
    await c.input.fill('too soon');
    await expect(c.send).toBeDisabled();
    await c.input.press('Enter');
    await expect(c.messages).toHaveCount(2);
    release();
    await expect(c.messages).toHaveCount(3);
    await expect(c.panel.getByTestId('chat-typing')).toHaveCount(0);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ message: 'first line\nsecond line' });
    await expect(c.input).toHaveValue('too soon');
    // Plain text, line breaks kept: the answer's markup is shown as typed.
    await expect(c.messages.nth(2)).toContainText('<b>not bold</b>');
    await expect(c.messages.nth(2).locator('b')).toHaveCount(0);

    await c.input.press('Escape');
    await expect(c.panel).toBeHidden();
    await expect(c.launcher).toBeFocused();
    await expect(c.launcher).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(c.panel).toBeVisible();
    await expect(c.input).toBeFocused();
  });

  test('keeps the conversation through a navigation and a reload, and sends it as history', async ({
    page,
  }) => {
    const bodies = await fakeAssistant(page);
    await home(page);
    const c = chat(page);
    await c.launcher.click();
    await c.input.fill('Which car for 6 people?');
    await c.input.press('Enter');
    await expect(c.messages).toHaveCount(3);

    await page.getByRole('banner').getByRole('link', { name: 'About' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(c.messages).toHaveCount(3);
    await page.reload();
    await chat(page).launcher.click();
    await expect(c.messages).toHaveCount(3);
    await expect(c.messages.nth(1)).toHaveText(/Which car for 6 people\?/);
    await c.suggestions.getByRole('button', { name: 'And in an SUV?' }).click();
    await expect(c.messages).toHaveCount(5);
    expect(bodies[1]).toMatchObject({
      message: 'And in an SUV?',
      history: [
        { role: 'user', text: 'Which car for 6 people?' },
        { role: 'assistant', text: 'Answer 1\nsecond line <b>not bold</b>' },
      ],
    });
  });
});

test.describe('the chat widget when the assistant is unavailable', () => {
  test.use({ allowConsole: /Failed to load resource/ });

  test('the Spanish site shows the Spanish apology when the network fails', async ({ page }) => {
    await page.route('**/api/chat', (route) => route.abort());
    await home(page, 'es');
    const c = chat(page, 'es');
    await c.launcher.click();
    await c.input.fill('¿Tienen paquetes por horas?');
    await c.input.press('Enter');
    await expect(c.messages.nth(2)).toHaveText(`Asistente: ${SPANISH_APOLOGY}`);
    // The question comes back into the box to try again.
    await expect(c.input).toHaveValue('¿Tienen paquetes por horas?');
    await page.screenshot({ path: 'test-results/screenshots/chat-apology-es.png' });
  });

  test('the English site apologises in English for a server error or a rate limit', async ({ page }) => {
    let status = 500;
    await page.route('**/api/chat', (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ code: status === 500 ? 'INTERNAL' : 'RATE_LIMITED', message: 'Nope' }),
      }),
    );
    await home(page);
    const c = chat(page);
    await c.launcher.click();
    await c.input.fill('How do I cancel?');
    await c.input.press('Enter');
    await expect(c.messages.nth(2)).toContainText(ENGLISH_APOLOGY);
    status = 429;
    await c.input.press('Enter');
    await expect(c.messages.nth(4)).toContainText(ENGLISH_APOLOGY);
  });
});
