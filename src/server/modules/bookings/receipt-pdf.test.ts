import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../../test/support/pdf-text.ts';
import type { Receipt } from '../../../shared/contracts/bookings.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

const receipt: Receipt = {
  booking: {
    id: '6f1c1a8e-0000-4000-8000-000000000001',
    number: 'NYC-7K3M9Q',
    userId: null,
    status: 'confirmed',
    serviceType: 'from-airport',
    serviceName: 'From Airport',
    pickupAddress: 'JFK Terminal 4, Queens, NY 11430',
    destinationAddress: 'Times Square, New York, NY 10036',
    pickupDateTime: '2026-12-01T19:30:00.000Z',
    returnTrip: false,
    vehicleId: 'suv-escalade',
    vehicleName: 'Cadillac Escalade ESV',
    totalAmount: 217.97,
    customerName: 'José Muñoz',
    customerEmail: 'jose@example.com',
    driverName: 'Íñigo Güemes',
    driverPhone: null,
    driverVehicle: null,
    driverPlate: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    completedAt: null,
    rating: null,
    feedback: null,
    hours: null,
    passengers: 3,
    bags: 1,
    refunded: 0,
    cancellation: null,
  },
  customerPhone: '+1 212 555 0100',
  issuedAt: '2026-11-20T10:05:00.000Z',
  lines: [
    { code: 'fare', label: 'Trip fare', amount: 185.25 },
    { code: 'airport_access', label: 'Airport access fee', amount: 2.5 },
    { code: 'meet_and_greet', label: 'Meet & Greet', amount: 12.45 },
  ],
  subtotal: 200.2,
  taxRatePercent: 8.875,
  tax: 17.77,
  total: 1217.97,
  paidAt: '2026-11-20T10:04:00.000Z',
  paymentMethod: 'card',
  refunded: 0,
  refunds: [],
  company: {
    name: 'Empire Chauffeur',
    legalName: 'Empire Chauffeur Services LLC',
    address: '350 5th Ave, New York, NY 10118',
    phone: '(212) 555-0147',
    email: 'bookings@empirechauffeur.nyc',
  },
};

const pages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('renderReceiptPdf', () => {
  it('writes the whole receipt in Spanish for a Spanish reader', async () => {
    const pdf = await renderReceiptPdf(receipt, 'es');
    const text = pdfText(pdf);
    for (const expected of [
      'RECIBO',
      'Reserva NYC-7K3M9Q',
      'Emitido el 20 nov 2026, 5:05 a.m. hora de Nueva York',
      'CLIENTE',
      'José Muñoz\njose@example.com · +1 212 555 0100',
      'SERVICIO',
      'Desde el aeropuerto\nCadillac Escalade ESV',
      'RECOGIDA',
      '1 dic 2026, 2:30 p.m. hora de Nueva York — JFK Terminal 4, Queens, NY 11430',
      'DESTINO',
      'GRUPO',
      '3 pasajeros, 1 maleta',
      'CHOFER',
      'Íñigo Güemes',
      'DESCRIPCIÓN',
      'MONTO',
      'Tarifa del viaje',
      'Cargo de acceso al aeropuerto',
      'Recepción personalizada',
      'Impuesto sobre las ventas (8.875%)',
      'Total pagado',
      '$1,217.97',
      'Pagado el 20 nov 2026, 5:04 a.m. hora de Nueva York con tarjeta.',
      '¡Gracias por viajar con nosotros!',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(
      /RECEIPT|Booking|Issued|CUSTOMER|PICKUP|Trip fare|Meet & Greet|Sales tax|Paid |Thank you| EST\b/,
    );
    expect(pdf.toString('latin1')).toContain('/Lang (es-US)');
    expect(pages(pdf)).toBe(1);
  });

  it('names the return ride, the extra stop and the flight (issue 34), in both languages', async () => {
    const roundTrip: Receipt = {
      ...receipt,
      booking: {
        ...receipt.booking,
        returnTrip: true,
        returnDateTime: '2026-12-03T21:00:00.000Z',
        extraStopAddress: '40 Wall St (between Broadway and William St), New York, NY',
        flightNumber: 'DL401',
      },
    };
    const en = pdfText(await renderReceiptPdf(roundTrip));
    expect(en).toContain('RETURN');
    expect(en).toContain('Dec 3, 2026, 4:00 PM EST — Times Square, New York, NY 10036');
    expect(en).toContain('EXTRA STOP');
    expect(en).toContain('40 Wall St (between Broadway and William St)');
    expect(en).toContain('DL401');
    const es = pdfText(await renderReceiptPdf(roundTrip, 'es'));
    expect(es).toContain('REGRESO');
    expect(es).toContain('PARADA ADICIONAL');
    // The locator's English words in Spanish (street names stay).
    expect(es).toContain('40 Wall St (entre Broadway y William St)');
    expect(es).not.toContain('between');
    // A one-way ride without a stop has none of these rows.
    const plain = pdfText(await renderReceiptPdf(receipt));
    expect(plain).not.toMatch(/RETURN|EXTRA STOP|FLIGHT/);
  });

  it('stays in English by default', async () => {
    const pdf = await renderReceiptPdf(receipt);
    const text = pdfText(pdf);
    for (const expected of [
      'RECEIPT',
      'Booking NYC-7K3M9Q',
      'Issued Nov 20, 2026, 5:05 AM EST',
      'CUSTOMER',
      'From Airport\nCadillac Escalade ESV',
      'Dec 1, 2026, 2:30 PM EST — JFK Terminal 4, Queens, NY 11430',
      '3 passengers, 1 bag',
      'Trip fare',
      'Meet & Greet',
      'Sales tax (8.875%)',
      'Total paid',
      'Paid Nov 20, 2026, 5:04 AM EST with card.',
      'Thank you for riding with us.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/RECIBO|Reserva|hora de Nueva York|Tarifa/);
  });

  it('states a cancellation: when, by whom, each refund, what was kept, and no thanks for riding (issue 35)', async () => {
    const cancelled: Receipt = {
      ...receipt,
      booking: { ...receipt.booking, status: 'cancelled' },
      refunded: 40.5,
      refunds: [{ amount: 40.5, at: '2026-11-25T15:10:00.000Z', by: 'customer', adminName: null }],
      cancellation: { at: '2026-11-25T15:09:00.000Z', by: 'customer', kept: receipt.total - 40.5 },
    };
    const flat = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');
    const text = flat(await renderReceiptPdf(cancelled));
    // As found: nothing of the cancellation, and "Thank you for riding with us."
    expect(text).toContain('Cancelled Nov 25, 2026, 10:09 AM EST by you');
    expect(text).toContain('Refund Nov 25, 2026, 10:10 AM EST · customer cancellation');
    expect(text).toContain('Kept under the cancellation terms');
    expect(text).toContain('This booking was cancelled. We hope to drive you another time.');
    expect(text).not.toContain('Thank you for riding with us.');
    const es = flat(
      await renderReceiptPdf(
        { ...cancelled, cancellation: { ...cancelled.cancellation!, by: 'company' } },
        'es',
      ),
    );
    expect(es).toContain('por Empire Chauffeur');
    expect(es).toContain('Retenido según las condiciones de cancelación');
    expect(es).toContain('Esta reserva fue cancelada.');
    expect(es).not.toContain('Gracias por viajar');
  });

  it('lists what was charged after the ride (decision 29) and its total, in both languages', async () => {
    const extras: Receipt = {
      ...receipt,
      extras: [
        { kind: 'waiting', minutes: 23, amount: 38.14, paidAt: '2026-11-25T20:10:00.000Z' },
        { kind: 'toll', minutes: null, amount: 6.94, paidAt: '2026-11-25T20:10:00.000Z' },
        { kind: 'tip', minutes: null, amount: 20, paidAt: '2026-11-25T21:00:00.000Z' },
      ],
    };
    const flat = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');
    const en = flat(await renderReceiptPdf(extras));
    expect(en).toContain('Waiting time (23 min), paid Nov 25, 2026, 3:10 PM EST');
    expect(en).toContain('Tolls, paid');
    expect(en).toContain('Gratuity, paid Nov 25, 2026, 4:00 PM EST');
    expect(en).toContain('Total charged after the ride');
    expect(en).toContain('$65.08');
    const es = flat(await renderReceiptPdf(extras, 'es'));
    expect(es).toContain('Tiempo de espera (23 min), pagado el');
    expect(es).toContain('Propina, pagado el');
  });

  it('writes Spanish punctuation and letters in the built-in font (WinAnsi)', async () => {
    const address = '¿Dónde? ¡Aquí! Ñandú, Pingüino, Camión — Año';
    const text = pdfText(
      await renderReceiptPdf(
        { ...receipt, booking: { ...receipt.booking, destinationAddress: address } },
        'es',
      ),
    );
    expect(text).toContain(address);
  });

  it('keeps a long, refunded, cancelled receipt on one page', async () => {
    const codes = ['fare_outbound', 'fare_return', 'nys_congestion', 'crz_for_hire', 'airport_access'];
    const long: Receipt = {
      ...receipt,
      booking: {
        ...receipt.booking,
        status: 'cancelled',
        hours: 4,
        pickupAddress:
          'Aeropuerto Internacional John F. Kennedy, Terminal 4, Llegadas internacionales, puerta 6, Queens, NY 11430',
      },
      lines: [...codes, 'black_car_fund', 'child_seat', 'extra_stop', 'extra_stop_miles', 'unknown_code'].map(
        (code, i) => ({ code, label: `Stored ${code}`, amount: 10 + i }),
      ),
      refunded: 50,
    };
    const pdf = await renderReceiptPdf(long, 'es');
    const text = pdfText(pdf);
    expect(pages(pdf)).toBe(1);
    expect(text).toContain('ESTADO');
    expect(text).toContain('Cancelada');
    expect(text).toContain('3 pasajeros, 1 maleta, 4 horas');
    expect(text).toContain('Tarifa del viaje de regreso');
    expect(text).toContain('Parada adicional: millas agregadas');
    // A code the table lacks keeps the stored label.
    expect(text).toContain('Stored unknown_code');
    expect(text).toContain('Reembolsado');
    expect(text).toContain('-$50.00');
    expect(text).toContain('Neto pagado');
    expect(text).toContain('$1,167.97');
  });

  it('says a ride on account was billed to the company, never "paid with account", in both languages', async () => {
    const onAccount: Receipt = { ...receipt, paymentMethod: 'account' };
    const en = pdfText(await renderReceiptPdf(onAccount, 'en'));
    expect(en).toContain('Billed to the company account');
    expect(en).not.toMatch(/with account|Total paid/);
    const es = pdfText(await renderReceiptPdf(onAccount, 'es'));
    expect(es).toContain('Cargado a la cuenta de la empresa');
    expect(es).not.toMatch(/con account|Total pagado/);
  });

  it('lists each refund as its own line, with who made it and when (decision 23)', async () => {
    const refunded: Receipt = {
      ...receipt,
      total: 200,
      refunded: 151,
      refunds: [
        { amount: 1, at: '2026-11-21T15:30:00.000Z', by: 'admin', adminName: 'Ana Ruiz' },
        { amount: 100, at: '2026-11-22T14:00:00.000Z', by: 'customer', adminName: null },
        { amount: 50, at: '2026-11-23T14:00:00.000Z', by: 'system', adminName: null },
      ],
    };
    const en = pdfText(await renderReceiptPdf(refunded, 'en'));
    expect(en).toMatch(/Refund Nov 21, 2026, 10:30\sAM EST · by Ana Ruiz\s*-\$1\.00/);
    expect(en).toMatch(/Refund Nov 22, 2026, 9:00\sAM EST · customer cancellation\s*-\$100\.00/);
    expect(en).toMatch(/payment returned\s*-\$50\.00\s*Net paid\s*\$49\.00/);
    const es = pdfText(await renderReceiptPdf(refunded, 'es'));
    expect(es).toContain('por Ana Ruiz');
    expect(es).toContain('cancelación del cliente');
    expect(es).toMatch(/Neto pagado\s*\$49\.00/);
  });

  it('lays out a receipt exactly as with the font metrics parsed for each document', async () => {
    const stable = (pdf: Buffer) =>
      pdf
        .toString('latin1')
        // The creation date, inline or as its own object (pdfkit writes it as an object): two renders a second
        // apart on a loaded machine differ only there.
        .replace(/\/CreationDate \(D:[^)]*\)/, '')
        .replace(/\(D:\d{14}Z\)/g, '(D:)')
        .replace(/\/ID \[[^\]]*\]/, '');
    const memoized = stable(await renderReceiptPdf(receipt, 'es'));
    // pdfkit's own parsing and measuring, as they were before `memoizeFontMetrics` replaced them.
    type Memoized = { unmemoized?: unknown };
    const font = (
      new PDFDocument() as unknown as {
        _font: {
          constructor: { prototype: { widthOfString: Memoized } };
          font: { constructor: { prototype: { parse: Memoized } } };
        };
      }
    )._font;
    const afm = font.font.constructor.prototype;
    const standard = font.constructor.prototype;
    const { parse, widthOfString } = { parse: afm.parse, widthOfString: standard.widthOfString };
    expect(parse.unmemoized).toBeTypeOf('function');
    expect(widthOfString.unmemoized).toBeTypeOf('function');
    afm.parse = parse.unmemoized as Memoized;
    standard.widthOfString = widthOfString.unmemoized as Memoized;
    try {
      expect(stable(await renderReceiptPdf(receipt, 'es'))).toBe(memoized);
    } finally {
      afm.parse = parse;
      standard.widthOfString = widthOfString;
    }
    expect(stable(await renderReceiptPdf(receipt, 'en'))).not.toBe(memoized);
  });
});

describe('the receipt PDF lists each applied change', () => {
  it("puts each change's difference on its own line, charged or refunded, in both languages", async () => {
    const changed: Receipt = {
      ...receipt,
      changes: [
        { at: '2026-11-21T15:00:00.000Z', difference: 45.5, refund: 0 },
        { at: '2026-11-22T15:00:00.000Z', difference: -20, refund: 20 },
      ],
    };
    // A long label wraps: read as one line.
    const flat = (pdf: Buffer) => pdfText(pdf).replace(/\s+/g, ' ');
    const en = flat(await renderReceiptPdf(changed));
    expect(en).toContain('Booking changed Nov 21, 2026, 10:00 AM EST: difference charged');
    expect(en).toContain('$45.50');
    expect(en).toContain('Booking changed Nov 22, 2026, 10:00 AM EST: difference refunded');
    expect(en).toContain('-$20.00');
    const es = flat(await renderReceiptPdf(changed, 'es'));
    expect(es).toContain(
      'Reserva modificada el 21 nov 2026, 10:00 a.m. hora de Nueva York: diferencia cobrada',
    );
    expect(es).toContain('diferencia reembolsada');
    expect(es).not.toContain('difference');
    // A receipt without changes has no such line.
    expect(pdfText(await renderReceiptPdf(receipt))).not.toContain('Booking changed');
  });
});
