import PDFDocument from 'pdfkit';
import { BRAND } from '../../../shared/brand.ts';
import type { Locale } from '../../../shared/contracts/locale.ts';
import type { SettlementStatement } from '../../../shared/contracts/settlements.ts';
import { formatUsd } from '../../../shared/domain/money.ts';
import { memoizeFontMetrics } from '../bookings/pdfkit-font-cache.ts';
import { SETTLEMENT_TEXT, lineDate, paymentText, totalsRows } from './settlement-text.ts';

const GOLD = '#7a5e26';
const INK = '#0c0c0d';
const STONE = '#5f5a52';
const RULE = '#d9d2c3';
const IVORY = '#f7f3ea';

/**
 * The statement as a Letter PDF in the reader's language, laid out like the receipt (receipt-pdf.ts: built-in
 * Helvetica, no font files; the gold band, the header, a table of lines, the totals, the payment on an ivory
 * band). Long weeks run onto more pages.
 */
export function renderSettlementPdf(s: SettlementStatement, language: Locale = 'en'): Promise<Buffer> {
  const t = SETTLEMENT_TEXT[language];
  const usd = (c: number) => formatUsd(c, t.intl);
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 56,
      lang: t.intl,
      info: { Title: `${t.title} ${s.weekStart} ${s.driverName}`, Author: BRAND.name },
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

    // Header: the company on the left, the statement and the chauffeur on the right.
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
    doc.text(s.driverName, { width, align: 'right' });
    doc.font('Helvetica').fontSize(9).fillColor(STONE);
    doc.text(t.week(s.weekStart, s.weekEnd), { width, align: 'right' });
    doc.text(t.status[s.status], { width, align: 'right' });
    doc.y = Math.max(headerBottom, doc.y) + 22;
    doc.x = left;
    hr();
    doc.moveDown(1);

    // The lines: date, line, booking and note, charged, earned.
    const cols = { date: 78, kind: 92, booking: 84, base: 66, amount: 70 };
    const noteWidth = width - cols.date - cols.kind - cols.booking - cols.base - cols.amount - 20;
    const x = {
      date: left,
      kind: left + cols.date + 4,
      booking: left + cols.date + cols.kind + 8,
      note: left + cols.date + cols.kind + cols.booking + 12,
      base: right - cols.amount - cols.base - 4,
      amount: right - cols.amount,
    };
    const head = () => {
      doc.font('Helvetica-Bold').fontSize(7.5).fillColor(STONE);
      const y = doc.y;
      doc.text(t.columns.date.toUpperCase(), x.date, y, { width: cols.date });
      doc.text(t.columns.kind.toUpperCase(), x.kind, y, { width: cols.kind });
      doc.text(t.columns.booking.toUpperCase(), x.booking, y, { width: cols.booking });
      doc.text(t.columns.note.toUpperCase(), x.note, y, { width: noteWidth });
      doc.text(t.columns.base.toUpperCase(), x.base, y, { width: cols.base, align: 'right' });
      doc.text(t.columns.amount.toUpperCase(), x.amount, y, { width: cols.amount, align: 'right' });
      doc.x = left;
      doc.moveDown(0.4);
      hr();
      doc.moveDown(0.5);
    };
    head();
    if (s.lines.length === 0) {
      doc.font('Helvetica-Oblique').fontSize(10).fillColor(STONE).text(t.empty, left, doc.y, { width });
      doc.moveDown(0.5);
    }
    for (const line of s.lines) {
      doc.font('Helvetica').fontSize(9);
      const note = line.note ?? '';
      const height = Math.max(12, doc.heightOfString(note || ' ', { width: noteWidth }));
      if (doc.y + height + 6 > bottom()) {
        doc.addPage();
        doc.y = doc.page.margins.top;
        head();
      }
      const y = doc.y;
      doc.fillColor(INK);
      doc.text(lineDate(line.occurredAt), x.date, y, { width: cols.date });
      doc.text(t.kinds[line.kind], x.kind, y, { width: cols.kind });
      doc.text(line.bookingNumber ?? '', x.booking, y, { width: cols.booking });
      doc.fillColor(STONE).text(note, x.note, y, { width: noteWidth });
      doc.fillColor(INK);
      doc.text(line.kind === 'adjustment' ? '' : usd(line.baseCents), x.base, y, {
        width: cols.base,
        align: 'right',
      });
      doc
        .font('Helvetica-Bold')
        .text(usd(line.amountCents), x.amount, y, { width: cols.amount, align: 'right' });
      doc.x = left;
      doc.y = y + height + 5;
    }
    hr();
    doc.moveDown(0.8);

    // Totals, the last one strong over a dark rule.
    const amountWidth = 130;
    for (const r of totalsRows(s, t)) {
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
      doc.text(r.label, left, y, { width: width - amountWidth - 12 });
      const after = doc.y;
      doc.fillColor(INK).text(r.value, right - amountWidth, y, { width: amountWidth, align: 'right' });
      doc.y = Math.max(after, doc.y) + 5;
    }

    // Payment, on an ivory band, and the rule of the share.
    doc.moveDown(1);
    const payment = paymentText(s, t);
    doc.font('Helvetica').fontSize(10);
    const bandHeight = doc.heightOfString(payment, { width: width - 28 }) + 20;
    room(bandHeight + 60);
    const bandY = doc.y;
    doc.rect(left, bandY, width, bandHeight).fill(IVORY);
    doc.fillColor(INK).text(payment, left + 14, bandY + 10, { width: width - 28 });
    doc.y = bandY + bandHeight + 18;
    doc.font('Helvetica').fontSize(8).fillColor(STONE);
    doc.text(t.rule, left, doc.y, { width, align: 'center' });
    doc.end();
  });
}
