import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND } from '../../src/shared/brand.ts';
import type { ChatResponse } from '../../src/shared/contracts/chat.ts';
import { jsonReply, useStubHttpServer } from '../support/stub-http-server.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 34: the chat answers a ride to a far city the way the booking form does, in the question's language:
 * we serve New York City and its surroundings, here is our phone number. Never a price, never a look-alike town.
 */
const NOW = new Date('2030-06-11T15:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => NOW, rateLimits: { chat: { max: 1000, timeWindow: 60_000 } } });
});
afterAll(() => t.close());

async function ask(message: string): Promise<ChatResponse> {
  const res = await t.app.inject({ method: 'POST', url: '/api/chat', payload: { message } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChatResponse>();
}

describe('the chat and a far place', () => {
  it.each([
    ['Can you take me to Boston?', 'en', 'Boston'],
    ['How much from JFK to Philadelphia airport?', 'en', 'Philadelphia'],
    ['Do you drive to Washington DC?', 'en', 'Washington'],
    ['¿Me llevan a Filadelfia?', 'es', 'Philadelphia'],
    ['¿Cuánto cuesta de Manhattan a Boston?', 'es', 'Boston'],
  ])('%j -> outside our area, with the phone number', async (message, language, place) => {
    const body = await ask(message);
    expect(body.language).toBe(language);
    expect(body.intent).toBe('service_area');
    expect(body.response).toContain(place);
    expect(body.response).toContain(BRAND.phoneDisplay);
    expect(body.response).toMatch(
      language === 'en' ? /New York City and its surroundings/ : /Nueva York y sus alrededores/,
    );
    expect(body.response).not.toMatch(/\$\d/);
    expect(body.quickActions.map((a) => a.action)).toContain('call');
  });

  it('still prices a ride inside the area, and answers the area question as before', async () => {
    const priced = await ask('How much from JFK to Stamford?');
    expect(priced.intent).toBe('price');
    expect(priced.response).toMatch(/\$\d/);
    const area = await ask('Which areas do you serve?');
    expect(area.intent).toBe('service_area');
    expect(area.response).toMatch(/New York City and its surroundings/);
  });
});

describe('the chat and a far place, with a language model configured', () => {
  const stub = useStubHttpServer();
  let withModel: TestApp;
  beforeAll(async () => {
    withModel = await createTestApp({
      clock: () => NOW,
      env: { LLM_BASE_URL: `${stub.baseUrl}/v1`, LLM_MODEL: 'test-model', LLM_API_KEY: 'sk-local' },
    });
  });
  afterAll(() => withModel.close());

  it('gives the same out-of-area answer, whatever the model would say', async () => {
    stub.reply = jsonReply(200, {
      choices: [{ message: { role: 'assistant', content: 'Sure, Boston is $900.' } }],
    });
    const res = await withModel.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Can you take me to Boston?' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<ChatResponse>();
    expect(body.response).toContain(BRAND.phoneDisplay);
    expect(body.response).not.toContain('$900');
    expect(stub.seen).toHaveLength(0);
  });
});
