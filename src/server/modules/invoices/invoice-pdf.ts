import PDFDocument from 'pdfkit';
import { BRAND } from '../../../shared/brand.ts';
import { formatUsd } from '../../../shared/domain/money.ts';
import { memoizeFontMetrics } from '../bookings/pdfkit-font-cache.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { TERM_DAYS, isInvoicedTerms } from './invoice-rules.ts';
import { INVOICE_TEXT, lineDay, periodText, referenceColumns } from './invoice-text.ts';

const GOLD = '#7a5e26';
const INK = '#0c0c0d';
const STONE = '#5f5a52';
const RULE = '#d9d2c3';
const IVORY = '#f7f3ea';

/** The built-in Helvetica writes WinAnsi: characters outside it (narrow spaces, arrows) become plain ones. */
const pdfSafe = (s: string) => s.replace(/[\u202f\u2009\u2007]/g, ' ').replace(/[\u2192]/g, '>');

/**
 * The invoice as a Letter PDF in the company's language, laid out like the receipt and the chauffeur's statement
 * (settlement-pdf.ts: built-in Helvetica, the gold band, the header; a table of lines with the reference values
 * under each ride; the totals; the payment terms on an ivory band). Long months run onto more pages.
 */
export function renderInvoicePdf(d: InvoiceDocument): Promise<Buffer> {
  const i = d.invoice;
  const t = INVOICE_TEXT[i.language];
  const usd = (c: number) => pdfSafe(formatUsd(c, t.intl));
  const refs = referenceColumns(d.company.referenceFields, i.lines, i.language);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 56,
      lang: t.intl,
      info: { Title: `${t.title} ${i.number} ${d.company.legalName}`, Author: BRAND.name },
    });
    memoizeFontMetrics(doc);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const left = doc.page.margins.left;
    const right = doc.page.width - doc.page.margins.right;
    const width = right - left;
    const bottom = () => doc.page.height - doc.page.margins.bottom;
    const hr = (color = RULE, weight = 0.75) => {
      doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(weight).strokeColor(color).stroke();
    };
    const room = (height: number) => {
      if (doc.y + height > bottom()) {
        doc.addPage();
        doc.y = doc.page.margins.top;
      }
    };

    // Header: the base on the left; the invoice, its number, period and dates on the right.
    doc.rect(0, 0, doc.page.width, 6).fill(GOLD);
    doc.fillColor(INK).font('Helvetica-Bold').fontSize(20);
    doc.text(BRAND.name.toUpperCase(), left, 56, { characterSpacing: 1 });
    doc.font('Helvetica').fontSize(9).fillColor(STONE).moveDown(0.3);
    doc.text(BRAND.legalName);
    doc.text(BRAND.address);
    doc.text(`${BRAND.phoneDisplay} · ${BRAND.email}`);
    const headerBottom = doc.y;
    doc.font('Helvetica-Bold').fontSize(11).fillColor(GOLD);
    doc.text(t.title.toUpperCase(), left, 58, { width, align: 'right', characterSpacing: 2 });
    doc.font('Helvetica-Bold').fontSize(14).fillColor(INK);
    doc.text(`${t.number} ${i.number}`, { width, align: 'right' });
    doc.font('Helvetica').fontSize(9).fillColor(STONE);
    doc.text(`${t.period}: ${periodText(i)}`, { width, align: 'right' });
    doc.text(`${t.issued}: ${i.issuedAt.slice(0, 10)} · ${t.due}: ${i.dueOn}`, { width, align: 'right' });
    doc.text(t.status[i.status], { width, align: 'right' });
    doc.y = Math.max(headerBottom, doc.y) + 18;
    doc.x = left;

    // Bill to: the company's legal name, billing address and tax id.
    doc.font('Helvetica-Bold').fontSize(7.5).fillColor(STONE).text(t.billTo.toUpperCase(), left, doc.y);
    doc.moveDown(0.2);
    doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(pdfSafe(d.company.legalName));
    doc.font('Helvetica').fontSize(9).fillColor(INK).text(pdfSafe(d.company.billingAddress));
    if (d.company.taxId) doc.fillColor(STONE).text(`${t.taxId}: ${pdfSafe(d.company.taxId)}`);
    doc.moveDown(1);
    hr();
    doc.moveDown(0.8);

    // The lines: date, booking and item, traveller, route and references, amount.
    const cols = { date: 62, booking: 96, traveller: 96, amount: 72 };
    const routeWidth = width - cols.date - cols.booking - cols.traveller - cols.amount - 16;
    const x = {
      date: left,
      booking: left + cols.date + 4,
      traveller: left + cols.date + cols.booking + 8,
      route: left + cols.date + cols.booking + cols.traveller + 12,
      amount: right - cols.amount,
    };
    const head = () => {
      doc.font('Helvetica-Bold').fontSize(7.5).fillColor(STONE);
      const y = doc.y;
      doc.text(t.columns.date.toUpperCase(), x.date, y, { width: cols.date });
      doc.text(t.columns.booking.toUpperCase(), x.booking, y, { width: cols.booking });
      doc.text(t.columns.traveller.toUpperCase(), x.traveller, y, { width: cols.traveller });
      doc.text(t.columns.route.toUpperCase(), x.route, y, { width: routeWidth });
      doc.text(t.columns.amount.toUpperCase(), x.amount, y, { width: cols.amount, align: 'right' });
      doc.x = left;
      doc.moveDown(0.4);
      hr();
      doc.moveDown(0.5);
    };
    head();
    if (i.lines.length === 0) {
      doc.font('Helvetica-Oblique').fontSize(10).fillColor(STONE).text(t.empty, left, doc.y, { width });
      doc.moveDown(0.5);
    }
    for (const line of i.lines) {
      const route = pdfSafe(line.route);
      const refText = refs
        .filter((r) => line.references[r.key])
        .map((r) => pdfSafe(`${r.label}: ${line.references[r.key]}`))
        .join('\n');
      doc.font('Helvetica').fontSize(9);
      const routeHeight = doc.heightOfString(route, { width: routeWidth });
      doc.font('Helvetica-Bold').fontSize(8.5);
      const refHeight = refText ? doc.heightOfString(refText, { width: routeWidth }) + 2 : 0;
      doc.font('Helvetica').fontSize(9);
      const travellerHeight = doc.heightOfString(pdfSafe(line.traveller), { width: cols.traveller });
      const height = Math.max(24, routeHeight + refHeight, travellerHeight);
      if (doc.y + height + 8 > bottom()) {
        doc.addPage();
        doc.y = doc.page.margins.top;
        head();
      }
      const y = doc.y;
      doc.font('Helvetica').fontSize(9).fillColor(INK);
      doc.text(lineDay(line), x.date, y, { width: cols.date });
      doc.font('Helvetica-Bold').text(line.bookingNumber, x.booking, y, { width: cols.booking });
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(STONE)
        .text(t.kinds[line.kind], x.booking, y + 11, {
          width: cols.booking,
        });
      doc.fontSize(9).fillColor(INK).text(pdfSafe(line.traveller), x.traveller, y, { width: cols.traveller });
      doc.fillColor(STONE).text(route, x.route, y, { width: routeWidth });
      if (refText) {
        doc.font('Helvetica-Bold').fontSize(8.5).fillColor(INK);
        doc.text(refText, x.route, y + routeHeight + 2, { width: routeWidth });
      }
      doc.font('Helvetica-Bold').fontSize(9).fillColor(INK);
      doc.text(usd(line.totalCents), x.amount, y, { width: cols.amount, align: 'right' });
      // The ride's credit (decision 061) under its net amount.
      if (line.creditCents) {
        doc.font('Helvetica').fontSize(8).fillColor(STONE);
        doc.text(pdfSafe(t.credit(usd(line.creditCents))), x.amount - 20, y + 11, {
          width: cols.amount + 20,
          align: 'right',
        });
      }
      doc.x = left;
      doc.y = y + height + 6;
    }
    hr();
    doc.moveDown(0.8);

    // Totals, the last one strong over a dark rule.
    const amountWidth = 130;
    const rows = [
      { label: t.totals.subtotal, value: usd(i.subtotalCents), strong: false },
      { label: t.totals.tax, value: usd(i.taxCents), strong: false },
      { label: t.totals.total, value: usd(i.totalCents), strong: true },
    ];
    for (const r of rows) {
      room(24);
      if (r.strong) {
        doc.moveDown(0.2);
        hr(INK, 1.2);
        doc.moveDown(0.5);
      }
      const y = doc.y;
      doc
        .font(r.strong ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(r.strong ? 12 : 10)
        .fillColor(r.strong ? INK : STONE);
      doc.text(r.label, right - amountWidth - 160, y, { width: 160 });
      doc.fillColor(INK).text(r.value, right - amountWidth, y, { width: amountWidth, align: 'right' });
      doc.y = doc.y + 5;
    }

    // Payment terms (or the payment, or why void), on an ivory band.
    doc.moveDown(1);
    const terms = isInvoicedTerms(d.company.paymentTerms) ? TERM_DAYS[d.company.paymentTerms] : 30;
    const band =
      i.status === 'void'
        ? t.voided(pdfSafe(i.voidReason ?? ''))
        : i.status === 'paid'
          ? t.paid(
              usd(i.paidAmountCents ?? 0),
              i.paidOn ?? '',
              t.methods[(i.paidMethod ?? 'other') as keyof typeof t.methods] ?? i.paidMethod ?? '',
            )
          : t.terms(terms, i.dueOn);
    doc.font('Helvetica').fontSize(10);
    const bandHeight = doc.heightOfString(band, { width: width - 28 }) + 20;
    room(bandHeight + 40);
    const bandY = doc.y;
    doc.rect(left, bandY, width, bandHeight).fill(IVORY);
    doc.fillColor(INK).text(band, left + 14, bandY + 10, { width: width - 28 });
    doc.y = bandY + bandHeight + 18;
    doc.font('Helvetica').fontSize(8).fillColor(STONE);
    doc.text(t.thanks, left, doc.y, { width, align: 'center' });
    doc.end();
  });
}
