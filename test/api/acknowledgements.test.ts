import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/server/db/schema/contact.ts';
import { driverApplications } from '../../src/server/db/schema/drivers.ts';
import { driverApplicationBody } from '../support/drivers.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * The contact form and the driver application email whatever address they are given: a stranger could send
 * their own words, branded, to anyone. The acknowledgement therefore says only that the message or the
 * application arrived, with its reference (and the contact subject, one of four fixed labels): never the
 * sender's text, name or any other free text. The operator's own notice keeps the message, escaped.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
const nextIp = () => `10.7.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

/** Distinctive text no template contains: what a spammer would put in a free-text field. */
const marker = (field: string) => `Zqx${field}Wv <b>visit</b> evil.example/win`;
const everyPart = (m: { subject: string; text: string; html: string | null }) =>
  `${m.subject}\n${m.text}\n${m.html ?? ''}`;

const contactReference = (id: string) => `CM-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
const applicationReference = (id: string) => `DA-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

describe('contact acknowledgement', () => {
  it.each([
    ['en', 'We received your message', 'Quote request', 'Reference'],
    ['es', 'Hemos recibido su mensaje', 'Solicitud de cotización', 'Referencia'],
  ] as const)(
    '(%s) quotes neither the message nor the name, but carries the reference and the subject',
    async (locale, subjectLine, topic, referenceLabel) => {
      const email = `ack.contact.${locale}.${Date.now().toString(36)}@example.com`;
      const message = `Please call me back. ${marker('Message')}\nSecond line ${marker('Line')}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: nextIp(),
        payload: {
          name: `Ann ${marker('Name')}`.slice(0, 120),
          email,
          phone: '+1 (212) 555-0199',
          subject: 'quote',
          message,
          locale,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json<{ id: string }>();
      const reference = contactReference(id);

      const [ack, ...more] = await outboxFor(t.database, email);
      expect(more).toHaveLength(0);
      expect(ack?.kind).toBe('contact-acknowledgement');
      expect(ack?.subject).toBe(`${subjectLine} (${reference}) — Empire Chauffeur`);
      const all = everyPart(ack!);
      for (const field of ['Message', 'Line', 'Name']) expect(all).not.toContain(`Zqx${field}Wv`);
      expect(all).not.toContain('evil.example');
      expect(all).not.toContain('Please call me back');
      expect(ack?.text).toContain(`${referenceLabel}: ${reference}`);
      expect(ack?.html).toContain(reference);
      expect(ack?.text).toContain(topic);
      expect(ack?.html).toContain(`<html lang="${locale}"`);

      // The operator's notice keeps the whole message, its HTML part escaped.
      const operator = (await outboxFor(t.database, t.env.OPERATOR_EMAIL)).find((m) =>
        m.text.includes(reference),
      );
      expect(operator?.kind).toBe('contact-operator');
      expect(operator?.text).toContain(message);
      expect(operator?.html).toContain('Zqx' + 'MessageWv &lt;b&gt;visit&lt;/b&gt; evil.example/win');
      expect(operator?.html).toContain('ZqxNameWv &lt;b&gt;visit&lt;/b&gt;');
      expect(operator?.html).not.toContain('<b>visit</b>');

      const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(row?.message).toBe(message);
    },
  );
});

describe('driver application acknowledgement', () => {
  it.each([
    ['en', 'We received your driver application', 'Reference', 'Under review'],
    ['es', 'Hemos recibido su solicitud de chofer', 'Referencia', 'En revisión'],
  ] as const)(
    '(%s) says the application was received with its reference, and repeats none of the applicant’s text',
    async (language, subjectLine, referenceLabel, status) => {
      const email = `ack.driver.${language}.${Date.now().toString(36)}@example.com`;
      const body = {
        ...driverApplicationBody(email),
        firstName: `Ann ${marker('First')}`.slice(0, 80),
        lastName: `Lee ${marker('Last')}`.slice(0, 80),
        address: `1 Main St ${marker('Address')}`,
        city: `City ${marker('City')}`.slice(0, 100),
        vehicleMake: `Make ${marker('Make')}`.slice(0, 60),
        additionalInfo: `About me: ${marker('Info')}`,
        emergencyContactName: `Kin ${marker('Kin')}`,
        language,
      };
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/driver-application',
        remoteAddress: nextIp(),
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(201);
      const { id } = res.json<{ id: string }>();
      const reference = applicationReference(id);

      const [ack, ...more] = await outboxFor(t.database, email);
      expect(more).toHaveLength(0);
      expect(ack?.kind).toBe('driver-application-received');
      expect(ack?.subject).toBe(`${subjectLine} (${reference}) — Empire Chauffeur`);
      const all = everyPart(ack!);
      for (const field of ['First', 'Last', 'Address', 'City', 'Make', 'Info', 'Kin'])
        expect(all).not.toContain(`Zqx${field}Wv`);
      expect(all).not.toContain('evil.example');
      expect(ack?.text).toContain(`${referenceLabel}: ${reference}`);
      expect(ack?.text).toContain(status);
      expect(ack?.html).toContain(reference);
      expect(ack?.html).toContain(`<html lang="${language}"`);

      // The application itself keeps every word for the reviewers.
      const [row] = await t.database.db
        .select()
        .from(driverApplications)
        .where(eq(driverApplications.id, id));
      expect(row?.additionalInfo).toBe(body.additionalInfo);
      expect(row?.firstName).toBe(body.firstName);
    },
  );
});
