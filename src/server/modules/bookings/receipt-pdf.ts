import PDFDocument from 'pdfkit';
import type { Receipt } from '../../../shared/contracts/bookings.ts';

const usd = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const nyc = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

/** The receipt as a one-page A4/Letter PDF (built-in Helvetica: no font files, no network). */
export function renderReceiptPdf(r: Receipt): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 56,
      info: { Title: `Receipt ${r.booking.number}` },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);

    const gold = '#7a5e26';
    const ink = '#0c0c0d';
    const stone = '#5f5a52';
    const left = doc.page.margins.left;
    const right = doc.page.width - doc.page.margins.right;
    const width = right - left;

    doc.fillColor(ink).font('Helvetica-Bold').fontSize(20).text(r.company.name.toUpperCase(), left, 56);
    doc.font('Helvetica').fontSize(9).fillColor(stone);
    doc.text(r.company.legalName).text(r.company.address).text(`${r.company.phone} · ${r.company.email}`);
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor(gold)
      .text('RECEIPT', left, 56, { width, align: 'right' });
    doc.font('Helvetica').fontSize(9).fillColor(stone);
    doc.text(`Booking ${r.booking.number}`, { width, align: 'right' });
    doc.text(`Issued ${nyc(r.issuedAt)}`, { width, align: 'right' });

    doc.moveDown(2);
    doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#d9d2c3').stroke();
    doc.moveDown();

    const field = (label: string, value: string) => {
      doc.font('Helvetica-Bold').fontSize(8).fillColor(stone).text(label.toUpperCase());
      doc.font('Helvetica').fontSize(11).fillColor(ink).text(value);
      doc.moveDown(0.6);
    };
    field(
      'Customer',
      [r.booking.customerName, r.booking.customerEmail, r.customerPhone].filter(Boolean).join(' · '),
    );
    field('Service', `${r.booking.serviceName} · ${r.booking.vehicleName}`);
    field('Pickup', `${nyc(r.booking.pickupDateTime)} — ${r.booking.pickupAddress}`);
    field('Destination', r.booking.destinationAddress);
    if (r.booking.passengers !== null) {
      const p = r.booking.passengers;
      const bags = r.booking.bags;
      field(
        'Party',
        `${p} ${p === 1 ? 'passenger' : 'passengers'}${bags !== null ? `, ${bags} ${bags === 1 ? 'bag' : 'bags'}` : ''}`,
      );
    }
    if (r.booking.status === 'cancelled') field('Status', 'Cancelled');
    if (r.booking.driverName) field('Chauffeur', r.booking.driverName);

    doc.moveDown(0.5);
    const row = (label: string, amount: string, bold = false) => {
      const y = doc.y;
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(bold ? 12 : 10)
        .fillColor(ink);
      doc.text(label, left, y, { width: width - 120 });
      doc.text(amount, right - 120, y, { width: 120, align: 'right' });
      doc.moveDown(0.4);
    };
    for (const line of r.lines) row(line.label, usd(line.amount));
    doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#d9d2c3').stroke();
    doc.moveDown(0.4);
    row('Subtotal', usd(r.subtotal));
    row(`Sales tax (${r.taxRatePercent}%)`, usd(r.tax));
    row('Total', usd(r.total), true);
    if (r.refunded > 0) {
      row('Refunded', usd(-r.refunded));
      row('Net paid', usd(Math.round((r.total - r.refunded) * 100) / 100), true);
    }

    doc.moveDown();
    doc.font('Helvetica').fontSize(9).fillColor(stone);
    doc.text(
      r.paidAt
        ? `Paid ${nyc(r.paidAt)}${r.paymentMethod ? ` with ${r.paymentMethod}` : ''}.`
        : 'Not yet paid.',
      left,
    );
    doc.moveDown();
    doc.text('Thank you for riding with us. Licensed by the NYC Taxi & Limousine Commission.', { width });
    doc.end();
  });
}
