import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/server/db/schema/contact.ts';
import type { ErrorBody } from '../../src/shared/errors.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { contact: { max: 3, timeWindow: 60_000 } } });
});
afterAll(() => t.close());

const valid = {
  name: 'Ana López',
  email: 'Ana.Lopez@example.com',
  phone: '+1 (212) 555-0199',
  subject: 'quote',
  message: 'I need a sedan from JFK to the Plaza Hotel on Friday evening.',
};
let ip = 0;
const post = (payload: unknown, remoteAddress = `10.0.0.${++ip}`) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

describe('POST /api/contact', () => {
  it.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters', 'contact.nameMin'],
    ['name', { name: '   ' }, 'Name must be at least 2 characters', 'contact.nameMin'],
    ['email', { email: 'not-an-email' }, 'Invalid email address', 'common.emailInvalid'],
    ['phone', { phone: '12345' }, 'Invalid phone number', 'common.phoneInvalid'],
    ['phone', { phone: 'call me maybe' }, 'Invalid phone number', 'common.phoneInvalid'],
    ['subject', { subject: '' }, 'Please select a subject', 'contact.subject'],
    ['subject', { subject: 'spam' }, 'Please select a subject', 'contact.subject'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters', 'contact.messageMin'],
  ])('rejects a bad %s with the specification message', async (field, patch, message, code) => {
    const res = await post({ ...valid, ...patch });
    expect(res.statusCode).toBe(400);
    const body = res.json<ErrorBody>();
    expect(body.code).toBe(code);
    expect(body.message).toBe(message);
    expect(body.fields?.[field]).toBe(message);
    expect(body.fieldErrors?.[field]).toEqual({ code });
  });

  it('reports every invalid field at once, and missing fields too', async () => {
    const res = await post({});
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string> }>().fields).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Invalid email address',
      phone: 'Invalid phone number',
      subject: 'Please select a subject',
      message: 'Message must be at least 10 characters',
    });
  });

  it('stores a valid message, emails the operator and acknowledges the sender', async () => {
    const res = await post(valid);
    expect(res.statusCode).toBe(201);
    const { id, success } = res.json<{ id: string; success: boolean }>();
    expect(success).toBe(true);

    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: 'Ana López', email: 'ana.lopez@example.com', subject: 'quote' });

    const operator = await outboxFor(t.database, t.env.OPERATOR_EMAIL);
    const mail = operator.find((m) => m.text.includes(id));
    expect(mail).toBeDefined();
    const reference = `CM-${id.slice(0, 8).toUpperCase()}`;
    expect(mail?.subject).toBe(`[Website] Quote request from Ana López (${reference})`);
    expect(mail?.text).toContain(`Reference: ${reference}`);
    expect(mail?.replyTo).toBe('Ana.Lopez@example.com');
    expect(mail?.text).toContain('I need a sedan from JFK to the Plaza Hotel');
    expect(mail?.status).toBe('stored');

    const ack = await outboxFor(t.database, 'ana.lopez@example.com');
    expect(ack[0]?.subject).toBe(`We received your message (${reference}) — Empire Chauffeur`);
    // Both parts carry the reference and never the customer's words (test/api/acknowledgements.test.ts).
    expect(ack[0]?.text).toContain(`Reference: ${reference}`);
    expect(ack[0]?.text).not.toContain('I need a sedan');
    const html = ack[0]?.html ?? '';
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(new RegExp(`Reference</td><td[^>]*>${reference}</td>`));
    expect(html).not.toContain('I need a sedan');
  });

  it('acknowledges in Spanish when the form was sent in Spanish, and escapes HTML in the operator email', async () => {
    const res = await post({
      ...valid,
      email: 'maria@example.com',
      locale: 'es',
      message: '<script>alert(1)</script> hola hola',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    const reference = `CM-${id.slice(0, 8).toUpperCase()}`;
    const [ack] = await outboxFor(t.database, 'maria@example.com');
    expect(ack?.subject).toBe(`Hemos recibido su mensaje (${reference}) — Empire Chauffeur`);
    expect(ack?.text).toContain(`Referencia: ${reference}`);
    // The customer's words are not repeated to the address they gave.
    expect(ack?.text).not.toContain('alert(1)');
    expect(ack?.html).toContain('<html lang="es"');
    expect(ack?.html).not.toContain('alert(1)');
    const operator = await outboxFor(t.database, t.env.OPERATOR_EMAIL);
    const mail = operator.find((m) => m.replyTo === 'maria@example.com');
    expect(mail?.html).toContain('&lt;script&gt;');
    expect(mail?.html).not.toContain('<script>');
  });

  it('is rate-limited per client with a clear 429 message', async () => {
    const addr = '192.0.2.77';
    for (let i = 0; i < 3; i++) expect((await post(valid, addr)).statusCode).toBe(201);
    const limited = await post(valid, addr);
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toMatch(
      /Too many requests\. Please try again in \d+ seconds?\./,
    );
    expect((await post(valid, '192.0.2.78')).statusCode).toBe(201);
  });
});
