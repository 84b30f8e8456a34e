import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancelBookingResponse } from '../../src/shared/contracts/bookings.ts';
import type { BookingView } from '../../src/shared/contracts/checkout.ts';
import type { Locale } from '../../src/shared/contracts/locale.ts';
import { priceLineLabel } from '../../src/shared/domain/price-line-labels.ts';
import { emailMoney, escapeHtml } from '../../src/server/integrations/email/layout.ts';
import { signInAs } from '../support/accounts.ts';
import {
  call,
  cityRide,
  createBooking,
  inHours,
  payAndConfirm,
  warmQuotes,
} from '../support/checkout-flow.ts';
import { outboxFor } from '../support/outbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Issue 16: the customer's emails about a booking are branded (one layout, charset and viewport), written in
 * the booking's language, and carry every fact of the booking in both parts (text and HTML).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // The app's clock stays where the file started: a pickup booked 48 hours ahead is still more than 24 hours
    // away when it is cancelled (a full refund), however slow the machine (issue 32).
    clock: (
      (now) => () =>
        now
    )(new Date()),
    rateLimits: {
      checkout: { max: 10_000, timeWindow: 60_000 },
      emailReceipt: { max: 10_000, timeWindow: 60_000 },
    },
  });
  await warmQuotes(t.app);
});
afterAll(() => t.close());

/** A passenger's paid round trip with a child seat and a request, booked in `language`. */
async function paidBooking(language: Locale) {
  const passenger = await signInAs(t.app, t.database, 'passenger');
  const created = await createBooking(
    t.app,
    passenger.cookie,
    {
      ...cityRide({
        returnTrip: true,
        returnDateTime: inHours(52),
        extras: {
          childSeat: true,
          meetAndGreet: false,
          extraStop: false,
          specialRequests: 'Still water please',
        },
      }),
      ...(language === 'es' ? { locale: 'es' as const } : {}),
    },
    language === 'es' ? { 'accept-language': 'es-US,es;q=0.9' } : { 'accept-language': 'en-US' },
  );
  expect(created.status, created.raw).toBe(201);
  await payAndConfirm(t.app, passenger.cookie, created.body.id);
  const [mail] = (await outboxFor(t.database, passenger.user.email)).filter(
    (m) => m.kind === 'booking-confirmation',
  );
  if (!mail?.html) throw new Error('no confirmation email with an HTML part');
  return { ...passenger, booking: created.body, mail: { ...mail, html: mail.html } };
}

/** Every "Label: value" line of the text part has its label and value in the HTML part. */
function expectSameFacts(mail: { text: string; html: string }) {
  const rows = mail.text
    .split('\n')
    .map((line) => /^([^:]{2,60}): (.+)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null);
  expect(rows.length).toBeGreaterThan(15);
  for (const [, label, value] of rows) {
    expect(mail.html, label).toContain(escapeHtml(label ?? ''));
    expect(mail.html, value).toContain(escapeHtml(value ?? ''));
  }
}

function expectBranded(html: string, language: Locale) {
  expect(html).toContain('<meta charset="utf-8">');
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(html).toContain(`<html lang="${language}"`);
  expect(html).toContain('max-width:600px');
}

const priceRows = (booking: BookingView, language: Locale) =>
  booking.lines.map(
    (l) => `${priceLineLabel(l, language)}: ${emailMoney(Math.round(l.amount * 100), language)}`,
  );

describe('the confirmation email', () => {
  it('is all in Spanish for a booking made in Spanish, with every fact in both parts', async () => {
    const { booking, mail } = await paidBooking('es');
    expect(mail.subject).toBe(`Reserva confirmada — ${booking.number}`);
    expectBranded(mail.html, 'es');
    const total = emailMoney(Math.round(booking.total * 100), 'es');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Su viaje está confirmado');
      expect(part).toContain('Hola ');
      expect(part).toContain('Número de reserva');
      expect(part).toContain(booking.number);
      expect(part).toMatch(/Fecha y hora/);
      expect(part).toContain('hora de Nueva York');
      expect(part).toContain('Recogida');
      expect(part).toContain('Viaje de regreso');
      expect(part).toContain('Punto a punto');
      expect(part).toContain('2 pasajeros, 1 maleta');
      expect(part).toContain('Solicitudes especiales');
      expect(part).toContain('Still water please');
      expect(part).toContain('Se asigna antes de su recogida');
      expect(part).toContain('Asiento infantil');
      expect(part).toContain('Impuesto sobre las ventas (8.875 %)');
      expect(part).toContain('Total pagado');
      expect(part).toContain(total);
      expect(part).toContain('Pagado con Visa •••• 4242.');
      expect(part).toMatch(/Política de cancelación/iu);
      expect(part).toContain('Cancelación gratuita hasta el');
      expect(part).toContain('se reembolsa el 50 % del total de la reserva');
      expect(part).toContain('Ver su reserva');
      for (const english of ['Pickup', 'Destination', 'Total paid', 'Paid with', 'Sales tax', 'Party', 'EST'])
        expect(part).not.toContain(english);
      expect(part).not.toMatch(/chófer|matrícula|importe/i);
    }
    for (const row of priceRows(booking, 'es')) expect(mail.text).toContain(row);
    expect(mail.text).toContain(`Total pagado: ${total}`);
    expect(mail.text).toMatch(/booking-confirmation\?number=NYC-\w+&token=[\w-]+/);
    expectSameFacts(mail);
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      `receipt-${booking.number}.pdf`,
      `booking-${booking.number}.ics`,
    ]);
  });

  it('is in English with the time zone for a booking made in English', async () => {
    const { booking, mail } = await paidBooking('en');
    expect(mail.subject).toBe(`Booking confirmed — ${booking.number}`);
    expectBranded(mail.html, 'en');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Your ride is confirmed');
      expect(part).toMatch(/\d{1,2}:\d{2} [AP]M E[SD]T/);
      expect(part).toContain('Return trip');
      expect(part).toContain('2 passengers, 1 bag');
      expect(part).toContain('Assigned before your pickup');
      expect(part).toContain('Paid with Visa •••• 4242.');
      expect(part).toMatch(/Cancellation policy/i);
      expect(part).toContain('Free cancellation until');
      expect(part).toContain('50% of the booking total is refunded');
      for (const spanish of ['hora de Nueva York', 'Recogida', 'Total pagado'])
        expect(part).not.toContain(spanish);
    }
    for (const row of priceRows(booking, 'en')) expect(mail.text).toContain(row);
    expect(mail.text).toContain(`Total paid: ${emailMoney(Math.round(booking.total * 100), 'en')}`);
    expect(mail.text).toContain('Sales tax (8.875%)');
    expectSameFacts(mail);
  });
});

describe('the receipt copy and the cancellation', () => {
  it('are in the booking’s Spanish on the same layout', async () => {
    const { booking, mail, cookie, user } = await paidBooking('es');
    const token = /&token=([\w-]+)/.exec(mail.text)?.[1];
    const copy = await call(t.app, 'POST', `/api/bookings/${booking.number}/email-receipt`, null, { token });
    expect(copy.status, copy.raw).toBe(200);
    const [receipt] = (await outboxFor(t.database, user.email)).filter((m) => m.kind === 'booking-receipt');
    expect(receipt?.subject).toBe(`Su recibo — ${booking.number}`);
    expectBranded(receipt?.html ?? '', 'es');
    expect(receipt?.text).toContain('Aquí tiene el recibo que solicitó');
    expect(receipt?.text).toContain('Pagado con Visa •••• 4242.');

    const cancelled = await call<CancelBookingResponse>(
      t.app,
      'POST',
      `/api/user/bookings/${booking.id}/cancel`,
      cookie,
      {},
    );
    expect(cancelled.status, cancelled.raw).toBe(200);
    const [told] = (await outboxFor(t.database, user.email)).filter(
      (m) => m.kind === 'booking-cancelled-by-customer',
    );
    expect(told?.subject).toBe(`Su reserva está cancelada — ${booking.number}`);
    expectBranded(told?.html ?? '', 'es');
    const refunded = emailMoney(Math.round(booking.total * 100), 'es');
    for (const part of [told?.text ?? '', told?.html ?? '']) {
      expect(part).toContain('Su reserva está cancelada, como nos pidió.');
      expect(part).toContain(`Le estamos reembolsando ${refunded} (el 100 % de lo que pagó`);
      expect(part).toContain('hora de Nueva York');
      expect(part).not.toContain('Cancelación gratuita');
      expect(part).not.toContain('Se asigna antes de su recogida');
    }
    // Written with the cancellation, before the provider refunded: the payment table claims no refund yet.
    expect(told?.text).not.toContain('Reembolsado:');
    expectSameFacts({ text: told?.text ?? '', html: told?.html ?? '' });
  });
});
