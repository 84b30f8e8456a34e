import { BRAND } from '../../../shared/brand.ts';
import { bookingCalendar } from '../../../shared/domain/calendar.ts';
import type { EmailMessage } from '../../integrations/email/types.ts';
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

/** The facts of the booking, as label/value rows shared by the text and HTML versions. */
function facts(b: BookingRow): [string, string][] {
  const rows: [string, string][] = [
    ['Booking number', b.number],
    ['Service', b.packageName ? `${b.serviceName} — ${b.packageName}` : b.serviceName],
    ['Pickup', b.pickupAddress],
    ['Destination', b.destinationAddress],
    ['Date and time', nyc(b.pickupAt)],
  ];
  if (b.returnAt) rows.push(['Return trip', nyc(b.returnAt)]);
  rows.push(['Vehicle', b.vehicleName]);
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
