import { BRAND } from '../../../shared/brand.ts';
import { bookingCalendar } from '../../../shared/domain/calendar.ts';
import type { EmailMessage } from '../../integrations/email/types.ts';
import { bookingEmailBody, partyText } from '../trips/trip-emails.ts';
import { formatDuration, formatMiles, toReceipt } from './booking-views.ts';
import type { BookingRow } from './bookings.repository.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const nyc = (d: Date) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(d);

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The link that opens the booking's confirmation page; with a token for people without the session. */
export function confirmationLink(publicUrl: string, b: BookingRow, token: string | null): string {
  const params = new URLSearchParams({ number: b.number });
  if (token) params.set('token', token);
  return `${publicUrl}/booking-confirmation?${params.toString()}`;
}

/** The address the booking goes to, marked when the point is approximate. */
const placeText = (address: string, approximate: boolean) =>
  approximate ? `${address} (approximate point)` : address;

/** The facts of the booking, as label/value rows shared by the text and HTML versions. */
function facts(b: BookingRow): [string, string][] {
  const rows: [string, string][] = [
    ['Booking number', b.number],
    ['Service', b.packageName ? `${b.serviceName} — ${b.packageName}` : b.serviceName],
    ['Pickup', placeText(b.pickupAddress, b.pickupApproximate)],
    ['Destination', placeText(b.destinationAddress, b.destinationApproximate)],
    ['Date and time', nyc(b.pickupAt)],
  ];
  if (b.returnAt) rows.push(['Return trip', nyc(b.returnAt)]);
  rows.push(['Vehicle', b.vehicleName]);
  const party = partyText('en', b);
  if (party) rows.push(['Party', party]);
  if (b.hours !== null && b.serviceType === 'hourly') rows.push(['Hours', String(b.hours)]);
  if (b.distanceMeters !== null) rows.push(['Estimated distance', formatMiles(b.distanceMeters)]);
  if (b.durationSeconds !== null) rows.push(['Estimated duration', formatDuration(b.durationSeconds)]);
  if (b.flightNumber) rows.push(['Flight', b.flightNumber]);
  if (b.extraStopAddress) rows.push(['Extra stop', b.extraStopAddress]);
  if (b.specialRequests) rows.push(['Special requests', b.specialRequests]);
  rows.push([
    'Chauffeur',
    b.driverName ? `${b.driverName} ${b.driverPhone ?? ''}`.trim() : 'Assigned before your pickup',
  ]);
  return rows;
}

function money(b: BookingRow): [string, string][] {
  return [
    ...b.priceLines.map((l): [string, string] => [l.label, usd(l.amountCents)]),
    ['Subtotal', usd(b.subtotalCents)],
    [`Sales tax (${b.taxRatePpm / 10_000}%)`, usd(b.taxCents)],
    ['Total paid', usd(b.totalCents)],
    ...(b.refundedCents > 0 ? [['Refunded', usd(-b.refundedCents)] as [string, string]] : []),
  ];
}

/**
 * The confirmation (or a requested copy of the receipt) with the receipt PDF and a calendar file attached.
 */
export async function bookingReceiptEmail(
  b: BookingRow,
  opts: {
    publicUrl: string;
    token: string | null;
    kind: 'booking-confirmation' | 'booking-receipt';
    now: Date;
  },
): Promise<EmailMessage> {
  const link = confirmationLink(opts.publicUrl, b, opts.token);
  const first = b.customerName.split(' ')[0] || b.customerName;
  const intro =
    opts.kind === 'booking-confirmation'
      ? `Thank you, ${first}. Your ride is confirmed and paid.`
      : `Hello ${first}, here is the receipt you asked for.`;
  const subject =
    opts.kind === 'booking-confirmation' ? `Booking confirmed — ${b.number}` : `Your receipt — ${b.number}`;

  const text = [
    intro,
    '',
    ...facts(b).map(([k, v]) => `${k}: ${v}`),
    '',
    ...money(b).map(([k, v]) => `${k}: ${v}`),
    ...(b.paymentMethod ? [`Paid with ${b.paymentMethod}`] : []),
    '',
    `View your booking: ${link}`,
    '',
    `Questions or changes: ${BRAND.phoneDisplay} (24/7) or ${BRAND.email}.`,
    BRAND.legalName,
  ].join('\n');

  const row = ([k, v]: [string, string], strong = false) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#5f5a52">${escapeHtml(k)}</td><td style="padding:4px 0;${strong ? 'font-weight:700' : ''}">${escapeHtml(v)}</td></tr>`;
  const moneyRows = money(b);
  const html = `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif;color:#0c0c0d;max-width:600px;margin:0 auto">
<h1 style="font-size:22px;color:#7a5e26">${escapeHtml(BRAND.name)}</h1>
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse;font-size:14px">${facts(b)
    .map((r) => row(r))
    .join('')}</table>
<h2 style="font-size:16px;margin-top:24px">Payment</h2>
<table style="border-collapse:collapse;font-size:14px">${moneyRows
    .map((r, i) => row(r, i === moneyRows.length - 1))
    .join('')}</table>
${b.paymentMethod ? `<p style="font-size:14px">Paid with ${escapeHtml(b.paymentMethod)}</p>` : ''}
<p><a href="${escapeHtml(link)}" style="color:#7a5e26">View your booking</a></p>
<p style="font-size:13px;color:#5f5a52">Questions or changes: ${escapeHtml(BRAND.phoneDisplay)} (24/7) or ${escapeHtml(BRAND.email)}.<br>${escapeHtml(BRAND.legalName)}, ${escapeHtml(BRAND.address)}</p>
</body></html>`;

  const pdf = await renderReceiptPdf(toReceipt({ ...b, rating: null, feedback: null }, opts.now));
  const ics = bookingCalendar({
    number: b.number,
    title: `${BRAND.name}: ${b.vehicleName}`,
    pickupAddress: b.pickupAddress,
    destinationAddress: b.destinationAddress,
    pickupDateTime: b.pickupAt.toISOString(),
    durationSeconds: b.durationSeconds,
    returnDateTime: b.returnAt?.toISOString() ?? null,
    vehicleName: b.vehicleName,
    supportPhone: BRAND.phoneDisplay,
    url: link,
    now: opts.now,
  });
  return {
    to: b.customerEmail,
    subject,
    text,
    html,
    kind: opts.kind,
    bookingId: b.id,
    attachments: [
      { filename: `receipt-${b.number}.pdf`, contentType: 'application/pdf', content: pdf },
      { filename: `booking-${b.number}.ics`, contentType: 'text/calendar; charset=utf-8', content: ics },
    ],
  };
}

const CANCELLED = {
  en: {
    hello: (first: string) => `Hello ${first},`,
    subject: (n: string) => `Your booking is cancelled — ${n}`,
    intro: 'Your booking is cancelled, as you asked.',
    unpaid: 'It was not paid, so nothing was charged.',
    refunded: (amount: string, percent: number, method: string | null) =>
      `We have refunded ${amount} (${percent}% of what you paid, per our cancellation policy) to ${method ? `your ${method}` : 'your card'}. Depending on your bank, it can take 5 to 10 business days to appear on your statement.`,
    refundDue: (amount: string, percent: number) =>
      `A refund of ${amount} (${percent}% of what you paid, per our cancellation policy) is due to you. Our team is completing it and will confirm it by email.`,
    noRefund: 'Per our cancellation policy, no refund is due.',
    number: 'Booking number',
    date: 'Date and time',
    pickup: 'Pickup',
    destination: 'Destination',
    vehicle: 'Vehicle',
    total: 'Total paid',
    view: 'View your booking',
    help: `Questions: ${BRAND.phoneDisplay} (24/7) or ${BRAND.email}.`,
  },
  es: {
    hello: (first: string) => `Hola ${first}:`,
    subject: (n: string) => `Su reserva está cancelada — ${n}`,
    intro: 'Su reserva está cancelada, como nos pidió.',
    unpaid: 'No estaba pagada, así que no se le cobró nada.',
    refunded: (amount: string, percent: number, method: string | null) =>
      `Hemos reembolsado ${amount} (el ${percent} % de lo que pagó, según nuestra política de cancelación) a ${method ? `su ${method}` : 'su tarjeta'}. Según su banco, puede tardar de 5 a 10 días hábiles en aparecer en su extracto.`,
    refundDue: (amount: string, percent: number) =>
      `Le corresponde un reembolso de ${amount} (el ${percent} % de lo que pagó, según nuestra política de cancelación). Nuestro equipo lo está completando y se lo confirmará por correo.`,
    noRefund: 'Según nuestra política de cancelación, no corresponde reembolso.',
    number: 'Número de reserva',
    date: 'Fecha y hora',
    pickup: 'Recogida',
    destination: 'Destino',
    vehicle: 'Vehículo',
    total: 'Total pagado',
    view: 'Ver su reserva',
    help: `Preguntas: ${BRAND.phoneDisplay} (24/7) o ${BRAND.email}.`,
  },
} as const;

/**
 * The customer's email after they cancelled (My Bookings or the emailed link), in the booking's language: what
 * the policy refunds and whether the refund went through (`refund.settled`) or is being completed by the team.
 */
export function customerCancellationEmail(
  b: BookingRow,
  opts: { link: string; refund: { cents: number; percent: number; settled: boolean } },
): EmailMessage {
  const language = b.language === 'es' ? 'es' : 'en';
  const t = CANCELLED[language];
  const locale = language === 'es' ? 'es-US' : 'en-US';
  const money = (cents: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(cents / 100);
  const when = new Intl.DateTimeFormat(locale, {
    timeZone: 'America/New_York',
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(b.pickupAt);
  const first = b.customerName.split(' ')[0] || b.customerName;
  const { cents, percent, settled } = opts.refund;
  const refundText = !b.paidAt
    ? t.unpaid
    : cents === 0
      ? t.noRefund
      : settled
        ? t.refunded(money(cents), percent, b.paymentMethod)
        : t.refundDue(money(cents), percent);
  const rows: [string, string][] = [
    [t.number, b.number],
    [t.date, when],
    [t.pickup, b.pickupAddress],
    [t.destination, b.destinationAddress],
    [t.vehicle, b.vehicleName],
  ];
  if (b.paidAt) rows.push([t.total, money(b.totalCents)]);
  const { text, html } = bookingEmailBody({
    language,
    hello: t.hello(first),
    intro: `${t.intro} ${refundText}`,
    rows,
    booking: { passengers: b.passengers, bags: b.bags, refundedCents: b.refundedCents },
    viewLabel: t.view,
    link: opts.link,
    help: t.help,
  });
  return {
    to: b.customerEmail,
    subject: t.subject(b.number),
    text,
    html,
    kind: 'booking-cancelled-by-customer',
    bookingId: b.id,
  };
}

/** The assigned driver's notice (English, as the driver screens) that the customer cancelled their trip. */
export function driverCancellationEmail(to: string, b: BookingRow, driverName: string | null): EmailMessage {
  const text = [
    `Hello${driverName ? ` ${driverName.split(' ')[0]}` : ''},`,
    '',
    `The customer cancelled booking ${b.number}. The trip is off your active trips; you do not need to go.`,
    '',
    `Pickup: ${b.pickupAddress}`,
    `Destination: ${b.destinationAddress}`,
    `Date and time: ${nyc(b.pickupAt)}`,
    '',
    BRAND.legalName,
  ].join('\n');
  return {
    to,
    subject: `Trip cancelled by the customer — ${b.number}`,
    text,
    kind: 'trip-customer-cancelled',
    bookingId: b.id,
  };
}

/** Dispatch's notice that a cancellation's refund was refused by the payments provider (retry it in /admin). */
export function refundFailedEmail(to: string, b: BookingRow, cents: number): EmailMessage {
  return {
    to,
    subject: `Refund needed — ${b.number} was cancelled by the customer`,
    text: [
      `The customer cancelled booking ${b.number}; the refund of ${usd(cents)} was refused by the payments provider.`,
      'Refund it from the booking in the admin panel (Bookings → the booking → Refund). The customer was told it is being completed.',
    ].join('\n'),
    kind: 'refund-failed',
    bookingId: b.id,
  };
}
