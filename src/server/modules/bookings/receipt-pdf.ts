import PDFDocument from 'pdfkit';
import { placeText } from '../../../shared/domain/place-text.ts';
import { memoizeFontMetrics } from './pdfkit-font-cache.ts';
import type { Receipt } from '../../../shared/contracts/bookings.ts';
import type { Locale } from '../../../shared/contracts/locale.ts';
import { priceLineLabel } from '../../../shared/domain/price-line-labels.ts';
import { extraLineLabel } from '../../../shared/domain/extra-line-labels.ts';
import { RECEIPT_TEXT, serviceNameIn } from './receipt-text.ts';
import { numberFormat } from '../../../shared/intl-formats.ts';
import { doorText } from '../../../shared/domain/door-text.ts';

/**
 * The built-in Helvetica writes WinAnsi: accented Latin letters, ¿ ¡ · — are in it, but the narrow no-break
 * and thin spaces Intl may put in times ("2:30 PM") are not, so they become plain spaces.
 */
const pdfSafe = (s: string) => s.replace(/[\u202f\u2009\u2007]/g, ' ');

/** Everything the receipt says, in order: the PDF's text (and what its tests read back). */
function receiptContent(r: Receipt, language: Locale) {
  const t = RECEIPT_TEXT[language];
  const money = (n: number) => numberFormat(t.intl, { style: 'currency', currency: 'USD' }).format(n);
  const when = (iso: string) => pdfSafe(t.dateTime(new Date(iso)));
  const rate = numberFormat(t.intl, { style: 'percent', maximumFractionDigits: 3 }).format(
    r.taxRatePercent / 100,
  );
  const b = r.booking;
  const party = [
    ...(b.passengers !== null ? [t.passengers(b.passengers)] : []),
    ...(b.bags !== null ? [t.bags(b.bags)] : []),
    ...(b.hours !== null ? [t.hours(b.hours)] : []),
  ].join(', ');
  const method = r.paymentMethod ? (t.methods[r.paymentMethod] ?? r.paymentMethod) : null;
  const paid = r.paidAt !== null;
  const cancelled = r.cancellation ?? null;
  // Billed to its company (decision 061): what was given back is a credit to the company, not a card refund.
  const credit = r.paymentMethod === 'account';
  const rows: { label: string; amount: string; strong?: boolean }[] = [
    { label: t.subtotal, amount: money(r.subtotal) },
    { label: t.tax(rate), amount: money(r.tax) },
    { label: paid && !credit ? t.totalPaid : t.total, amount: money(r.total), strong: true },
    ...(r.refunded > 0
      ? [
          // Every refund its own line, with when and who (PRODUCT decision 23); one "Refunded" line when the
          // refunds are not listed.
          ...(r.refunds.length > 0
            ? r.refunds.map((x) => ({
                label: (credit ? t.creditLine : t.refundLine)(
                  when(x.at),
                  x.by === 'admin' ? t.refundBy.admin(x.adminName) : t.refundBy[x.by],
                ),
                amount: money(-x.amount),
              }))
            : [{ label: credit ? t.credited : t.refunded, amount: money(-r.refunded) }]),
          ...(cancelled
            ? []
            : [
                {
                  label: credit ? t.netBilled : t.netPaid,
                  amount: money(Math.round((r.total - r.refunded) * 100) / 100),
                  strong: true,
                },
              ]),
        ]
      : []),
    // A cancelled booking says what was kept (issue 35), refunded or not.
    ...(cancelled ? [{ label: t.kept, amount: money(cancelled.kept), strong: true }] : []),
    // Each applied change's difference (decision 26), oldest first, as the receipt page lists them: charged, or
    // what was given back of a lower price.
    ...(r.changes ?? []).map((c) => ({
      label: c.difference > 0 ? t.changeCharged(when(c.at)) : t.changeRefunded(when(c.at)),
      amount: money(c.difference > 0 ? c.difference : -c.refund),
    })),
    // Charged after the ride (decision 29): waiting time, tolls, parking, the gratuity, and what they add up to.
    ...(r.extras ?? []).map((x) => ({
      label: t.afterRide(extraLineLabel(x.kind, x.minutes, language), when(x.paidAt)),
      amount: money(x.amount),
    })),
    ...((r.extras ?? []).length > 0
      ? [
          {
            label: t.extrasTotal,
            amount: money((r.extras ?? []).reduce((sum, x) => sum + Math.round(x.amount * 100), 0) / 100),
            strong: true,
          },
        ]
      : []),
  ];
  return {
    t,
    title: `${t.receipt.charAt(0)}${t.receipt.slice(1).toLowerCase()} ${b.number}`,
    booking: t.booking(b.number),
    issued: t.issued(when(r.issuedAt)),
    /** Rows of fields, drawn side by side in each row. */
    fields: [
      [
        {
          label: t.customer,
          value: [b.customerName, [b.customerEmail, r.customerPhone].filter(Boolean).join(' · ')].join('\n'),
        },
        {
          label: t.service,
          value: `${serviceNameIn(b.serviceType, b.serviceName, language)}\n${b.vehicleName}`,
        },
      ],
      [
        {
          label: t.pickup,
          value: `${when(b.pickupDateTime)} — ${doorText(placeText(b.pickupAddress, language), b.pickupPinned, language)}`,
        },
      ],
      [
        {
          label: t.destination,
          value: doorText(placeText(b.destinationAddress, language), b.destinationPinned, language),
        },
      ],
      [
        ...(b.extraStopAddress
          ? [{ label: t.extraStop, value: placeText(b.extraStopAddress, language) }]
          : []),
        ...(b.flightNumber ? [{ label: t.flight, value: b.flightNumber }] : []),
      ],
      // The return: from the destination back to the pickup, at the time booked.
      ...(b.returnTrip && b.returnDateTime
        ? [
            [
              {
                label: t.returnRide,
                value: `${when(b.returnDateTime)} — ${placeText(b.destinationAddress, language)}`,
              },
            ],
          ]
        : []),
      [
        ...(party ? [{ label: t.party, value: party }] : []),
        ...(b.driverName ? [{ label: t.chauffeur, value: b.driverName }] : []),
        ...(b.status === 'cancelled'
          ? [
              {
                label: t.status,
                value: cancelled ? t.cancelledOn(when(cancelled.at), cancelled.by) : t.cancelled,
              },
            ]
          : []),
        ...(b.status === 'no_show' ? [{ label: t.status, value: t.noShow }] : []),
      ],
    ].filter((row) => row.length > 0),
    lines: r.lines.map((l) => ({ label: priceLineLabel(l, language), amount: money(l.amount) })),
    rows,
    payment: r.paidAt ? (credit ? t.billed(when(r.paidAt)) : t.paid(when(r.paidAt), method)) : t.unpaid,
    closing: b.status === 'cancelled' ? t.closingCancelled : t.thanks,
  };
}

/** The receipt as a one-page Letter PDF in the reader's language (built-in Helvetica: no font files). */
export function renderReceiptPdf(r: Receipt, language: Locale = 'en'): Promise<Buffer> {
  const c = receiptContent(r, language);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 56,
      lang: c.t.intl,
      info: { Title: c.title, Author: r.company.name },
    });
    memoizeFontMetrics(doc);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const gold = '#7a5e26';
    const ink = '#0c0c0d';
    const stone = '#5f5a52';
    const rule = '#d9d2c3';
    const ivory = '#f7f3ea';
    const left = doc.page.margins.left;
    const right = doc.page.width - doc.page.margins.right;
    const width = right - left;
    const hr = (color = rule, weight = 0.75) => {
      doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(weight).strokeColor(color).stroke();
    };

    // Header: the company on the left, the document's name and number on the right.
    doc.rect(0, 0, doc.page.width, 6).fill(gold);
    doc.fillColor(ink).font('Helvetica-Bold').fontSize(20);
    doc.text(r.company.name.toUpperCase(), left, 56, { characterSpacing: 1 });
    doc.font('Helvetica').fontSize(9).fillColor(stone).moveDown(0.3);
    doc.text(r.company.legalName);
    doc.text(r.company.address);
    doc.text(`${r.company.phone} · ${r.company.email}`);
    const headerBottom = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).fillColor(gold);
    doc.text(c.t.receipt, left, 58, { width, align: 'right', characterSpacing: 2 });
    doc.font('Helvetica-Bold').fontSize(14).fillColor(ink);
    doc.text(c.booking, { width, align: 'right' });
    doc.font('Helvetica').fontSize(9).fillColor(stone);
    doc.text(c.issued, { width, align: 'right' });
    doc.y = Math.max(headerBottom, doc.y) + 22;
    doc.x = left;
    hr();
    doc.moveDown(1.2);

    const gap = 24;
    for (const fields of c.fields) {
      const top = doc.y;
      const columnWidth = (width - gap * 2) / 3;
      let bottom = top;
      for (const [i, f] of fields.entries()) {
        const x = left + i * (columnWidth + gap);
        // One field fills the row; two share it; three take a third each.
        const w = fields.length === 1 ? width : fields.length === 2 ? (width - gap) / 2 : columnWidth;
        const fx = fields.length === 2 ? left + i * (w + gap) : x;
        doc.font('Helvetica-Bold').fontSize(7.5).fillColor(gold);
        doc.text(f.label.toUpperCase(), fx, top, { width: w, characterSpacing: 0.6 });
        doc.moveDown(0.2);
        doc.font('Helvetica').fontSize(10.5).fillColor(ink);
        doc.text(f.value, fx, doc.y, { width: w, lineGap: 1 });
        bottom = Math.max(bottom, doc.y);
      }
      doc.x = left;
      doc.y = bottom + 12;
    }

    // Charges: a table of the price lines, then subtotal, tax and the total.
    doc.moveDown(0.6);
    const amountWidth = 130;
    const row = (label: string, amount: string, opts: { strong?: boolean; muted?: boolean } = {}) => {
      const y = doc.y;
      doc
        .font(opts.strong ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(opts.strong ? 12 : 10)
        .fillColor(opts.muted ? stone : ink);
      doc.text(label, left, y, { width: width - amountWidth - 12 });
      const after = doc.y;
      doc.text(amount, right - amountWidth, y, { width: amountWidth, align: 'right' });
      doc.y = Math.max(after, doc.y) + 5;
    };
    doc.font('Helvetica-Bold').fontSize(7.5).fillColor(stone);
    const headY = doc.y;
    doc.text(c.t.description.toUpperCase(), left, headY, { characterSpacing: 0.6 });
    doc.text(c.t.amount.toUpperCase(), right - amountWidth, headY, {
      width: amountWidth,
      align: 'right',
      characterSpacing: 0.6,
    });
    doc.moveDown(0.4);
    hr();
    doc.moveDown(0.6);
    for (const line of c.lines) row(line.label, line.amount);
    hr();
    doc.moveDown(0.6);
    for (const [i, x] of c.rows.entries()) {
      if (x.strong && i > 0) {
        doc.moveDown(0.2);
        hr(ink, 1.2);
        doc.moveDown(0.5);
      }
      row(x.label, x.amount, { strong: x.strong, muted: !x.strong });
    }

    // Payment, on an ivory band.
    doc.moveDown(1);
    const bandY = doc.y;
    doc.font('Helvetica').fontSize(10);
    const bandHeight = doc.heightOfString(c.payment, { width: width - 28 }) + 20;
    doc.rect(left, bandY, width, bandHeight).fill(ivory);
    doc.fillColor(ink);
    doc.text(c.payment, left + 14, bandY + 10, { width: width - 28 });
    doc.y = bandY + bandHeight + 28;

    doc.font('Helvetica-Oblique').fontSize(13).fillColor(stone);
    doc.text(c.closing, left, doc.y, { width, align: 'center' });
    doc.moveDown(0.4);
    doc.font('Helvetica').fontSize(8).fillColor(stone);
    doc.text(c.t.license, { width, align: 'center' });
    doc.end();
  });
}
