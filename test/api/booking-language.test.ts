import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailMessage } from '../../src/server/integrations/email/types.ts';
import { signInAs } from '../support/accounts.ts';
import { cityRide, createBooking, payAndConfirm, warmQuotes } from '../support/checkout-flow.ts';
import { pdfText } from '../support/pdf-text.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 16: a booking made in Spanish gets its receipt PDF and calendar file in Spanish — attached to the
 * confirmation email (the booking's language) and downloaded from the receipt page (the page's language,
 * `lang`, else the booking's). The messages are read as the email port hands them to its transport, with the
 * attachments' content.
 */
const delivered: EmailMessage[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { checkout: { max: 10_000, timeWindow: 60_000 } },
    emailTransport: {
      deliver: (message) => {
        delivered.push(message);
        return Promise.resolve();
      },
    },
  });
  await warmQuotes(t.app);
});
afterAll(() => t.close());

/** A passenger books the city ride in `locale` and pays; the booking and its confirmation email. */
async function bookAndPay(locale: 'en' | 'es') {
  const customer = await signInAs(t.app, t.database, 'passenger');
  const created = await createBooking(t.app, customer.cookie, cityRide({ locale }));
  expect(created.status, created.raw).toBe(201);
  await payAndConfirm(t.app, customer.cookie, created.body.id);
  await t.app.ctx.tasks.idle(); // the outbox delivers after the answer
  const mail = delivered.filter(
    (m) => m.kind === 'booking-confirmation' && m.to === customer.user.email.toLowerCase(),
  );
  expect(mail).toHaveLength(1);
  return { customer, booking: created.body, mail: mail[0] as EmailMessage };
}

function attachment(mail: EmailMessage, type: string): Buffer {
  const a = mail.attachments?.find((x) => x.contentType.startsWith(type));
  expect(a, `${type} attachment`).toBeDefined();
  return Buffer.isBuffer(a?.content) ? a.content : Buffer.from(a?.content ?? '', 'utf8');
}

/** The calendar file's content lines, unfolded (RFC 5545 3.1). */
const icsLines = (ics: Buffer) => ics.toString('utf8').replace(/\r\n /g, '').split('\r\n');

async function receiptPdf(cookie: string, bookingId: string, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/user/bookings/${bookingId}/receipt.pdf${query}`,
    headers: { cookie },
  });
  return res;
}

describe('the receipt and calendar file in the booking language', () => {
  it('attaches a Spanish receipt PDF and calendar file to a Spanish booking confirmation', async () => {
    const { booking, mail } = await bookAndPay('es');
    expect(mail.subject).toBe(`Reserva confirmada — ${booking.number}`);

    const pdf = pdfText(attachment(mail, 'application/pdf'));
    for (const expected of [
      'RECIBO',
      `Reserva ${booking.number}`,
      'Emitido el',
      'CLIENTE',
      'SERVICIO',
      'Punto a punto',
      'RECOGIDA',
      'hora de Nueva York',
      'DESTINO',
      'GRUPO',
      '2 pasajeros, 1 maleta',
      'DESCRIPCIÓN',
      'MONTO',
      'Tarifa del viaje',
      'Impuesto sobre las ventas (8.875%)',
      'Total pagado',
      'Pagado el',
      'con Visa •••• 4242.',
      '¡Gracias por viajar con nosotros!',
    ]) {
      expect(pdf).toContain(expected);
    }
    expect(pdf).not.toMatch(/RECEIPT|Issued|CUSTOMER|Trip fare|Sales tax|Total paid|Thank you| EST\b| EDT\b/);

    const ics = icsLines(attachment(mail, 'text/calendar'));
    expect(ics).toContain(`PRODID:-//Empire Chauffeur//Booking ${booking.number}//ES`);
    const description = ics.find((l) => l.startsWith('DESCRIPTION:Reserva'));
    expect(description).toMatch(
      new RegExp(
        `^DESCRIPTION:Reserva: ${booking.number}\\\\nRecogida: .+\\\\nDestino: .+\\\\nVehículo: Cadillac XTS Sedan\\\\nTeléfono 24 h: `,
      ),
    );
    expect(ics).toContain('DESCRIPTION:Su recogida con chofer es dentro de 2 horas');
    expect(ics.join('\n')).not.toMatch(/Booking:|Pickup:|Vehicle:|Support:|chauffeur pickup/);
  });

  it('keeps an English booking in English', async () => {
    const { booking, mail } = await bookAndPay('en');
    expect(mail.subject).toBe(`Booking confirmed — ${booking.number}`);
    const pdf = pdfText(attachment(mail, 'application/pdf'));
    for (const expected of [
      'RECEIPT',
      `Booking ${booking.number}`,
      'Point to Point',
      '2 passengers, 1 bag',
      'Trip fare',
      'Sales tax (8.875%)',
      'Total paid',
      'with Visa •••• 4242.',
    ]) {
      expect(pdf).toContain(expected);
    }
    expect(pdf).not.toMatch(/RECIBO|Reserva|hora de Nueva York|Tarifa del viaje/);
    const ics = icsLines(attachment(mail, 'text/calendar'));
    expect(ics.some((l) => l.startsWith(`DESCRIPTION:Booking: ${booking.number}\\nPickup: `))).toBe(true);
    expect(ics).toContain('DESCRIPTION:Your chauffeur pickup is in 2 hours');
  });

  it("downloads the receipt PDF in the page's language, else the booking's", async () => {
    const es = await bookAndPay('es');
    const en = await bookAndPay('en');

    const asBooked = await receiptPdf(es.customer.cookie, es.booking.id);
    expect(asBooked.statusCode, asBooked.body).toBe(200);
    expect(asBooked.headers['content-type']).toBe('application/pdf');
    expect(pdfText(asBooked.rawPayload)).toContain('Total pagado');

    const englishPage = pdfText((await receiptPdf(es.customer.cookie, es.booking.id, '?lang=en')).rawPayload);
    expect(englishPage).toContain('Total paid');
    expect(englishPage).not.toContain('Total pagado');

    const spanishPage = pdfText((await receiptPdf(en.customer.cookie, en.booking.id, '?lang=es')).rawPayload);
    expect(spanishPage).toContain(`Reserva ${en.booking.number}`);
    expect(spanishPage).toContain('Total pagado');
    expect(pdfText((await receiptPdf(en.customer.cookie, en.booking.id)).rawPayload)).toContain('Total paid');

    expect((await receiptPdf(en.customer.cookie, en.booking.id, '?lang=fr')).statusCode).toBe(400);
  });
});
