import { ArrowLeft, Download, FileWarning, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Receipt } from '../../../../shared/contracts/bookings.ts';
import { AppError } from '../../../../shared/errors.ts';
import { priceLineLabel } from '../../../../shared/domain/price-line-labels.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { AccountSpinner } from './account-spinner.tsx';
import { ReceiptExtrasRows } from './receipt-extras-rows.tsx';
import { useBookingReceipt } from '../api/booking-receipt.ts';
import { useAccountFormat } from '../hooks/use-account-format.ts';
import { rideSizeParts } from '../lib/ride-size.ts';
import { receiptPdfFileName, receiptPdfHref } from '../lib/links.ts';
import { DoorAddress } from '../../../booking/components/door-address.tsx';

function BackLink({ className }: { className?: string }) {
  const { t } = useTranslation('account');
  return (
    <Link to="/bookings" className={buttonClasses('ghost', 'sm', className)}>
      <ArrowLeft className="size-4" aria-hidden />
      {t('receipt.back')}
    </Link>
  );
}

function ReceiptError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('account');
  const status = error instanceof AppError ? error.status : null;
  const message =
    status === 404
      ? t('receipt.errors.notFound')
      : status === 403
        ? t('receipt.errors.forbidden')
        : status === 409
          ? t('receipt.errors.notAvailable')
          : t('receipt.errors.failed');
  const retryable = status !== 404 && status !== 403 && status !== 409;
  return (
    <div className="container-page py-16 sm:py-24">
      <div
        role="alert"
        className="mx-auto flex max-w-xl flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-ink/8"
      >
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-danger/8 text-danger">
          <FileWarning className="size-6" aria-hidden strokeWidth={1.5} />
        </span>
        <h1 className="mt-5 font-display text-3xl font-semibold text-ink sm:text-4xl">
          {t('receipt.errors.title')}
        </h1>
        <p className="mt-3 max-w-md text-stone">{message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/bookings" className={buttonClasses('dark')}>
            <ArrowLeft className="size-4" aria-hidden />
            {t('receipt.back')}
          </Link>
          {retryable && (
            <Button variant="outline" onClick={onRetry}>
              {t('retry')}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="break-inside-avoid">
      <h2 className="text-[0.7rem] font-semibold tracking-[0.18em] text-gold-dark uppercase font-sans">
        {title}
      </h2>
      <div className="mt-2 grid gap-0.5 text-sm text-ink">{children}</div>
    </div>
  );
}

function ReceiptDocument({ receipt }: { receipt: Receipt }) {
  const { t } = useTranslation('account');
  const f = useAccountFormat();
  const b = receipt.booking;
  const credit = receipt.paymentMethod === 'account';
  return (
    <article
      aria-labelledby="receipt-title"
      className="mx-auto max-w-3xl rounded-2xl bg-white shadow-sm ring-1 ring-ink/8 print:max-w-none print:rounded-none print:shadow-none print:ring-0"
    >
      {/* No <header>/<footer> elements here: the site's print rules hide those. */}
      <div className="flex flex-col gap-8 border-b border-ink/8 p-6 sm:flex-row sm:items-start sm:justify-between sm:p-10 print:flex-row print:px-0 print:pt-0">
        <div>
          <p className="font-display text-2xl leading-none font-semibold tracking-wide text-ink">
            {receipt.company.name}
          </p>
          <div className="mt-3 grid gap-0.5 text-xs leading-relaxed text-stone">
            <span>{receipt.company.legalName}</span>
            <span>{receipt.company.address}</span>
            <span>{receipt.company.phone}</span>
            <span>{receipt.company.email}</span>
          </div>
        </div>
        <div className="sm:text-right print:text-right">
          <h1 id="receipt-title" className="eyebrow font-sans text-gold-dark">
            {t('receipt.title')}
          </h1>
          <p
            className="mt-2 font-display text-4xl leading-none font-semibold tracking-wide text-ink lining-nums"
            data-testid="receipt-number"
          >
            {b.number}
          </p>
          <p className="mt-3 text-xs text-stone">{t('receipt.issued', { date: f.date(receipt.issuedAt) })}</p>
        </div>
      </div>

      {receipt.cancellation && (
        <p
          data-testid="receipt-cancellation"
          className="border-b border-ink/8 bg-danger/5 px-6 py-4 text-sm font-medium text-danger sm:px-10 print:px-0"
        >
          {t(`receipt.cancelledBy.${receipt.cancellation.by}`, { date: f.dateTime(receipt.cancellation.at) })}
        </p>
      )}
      <div className="grid gap-8 border-b border-ink/8 p-6 sm:grid-cols-2 sm:p-10 print:grid-cols-2 print:px-0">
        <Block title={t('receipt.billedTo')}>
          <span className="font-semibold">{b.customerName}</span>
          <span>{b.customerEmail}</span>
          {receipt.customerPhone && <span>{receipt.customerPhone}</span>}
        </Block>
        <Block title={t('receipt.trip')}>
          <span className="font-semibold">{f.service(b)}</span>
          <span>{f.dateTime(b.pickupDateTime)}</span>
          <span className="text-stone">{t('receipt.vehicle', { vehicle: b.vehicleName })}</span>
          {rideSizeParts(b).length > 0 && (
            <span className="text-stone" data-testid="receipt-size">
              {rideSizeParts(b)
                .map((p) => t(`card.size.${p.kind}`, { count: p.count }))
                .join(' · ')}
            </span>
          )}
          {b.driverName && (
            <span className="text-stone">{t('receipt.driver', { driver: b.driverName })}</span>
          )}
        </Block>
        <div className="sm:col-span-2 print:col-span-2">
          <Block title={t('receipt.route')}>
            <span>
              <span className="text-stone">{t('card.pickup')}: </span>
              <DoorAddress address={b.pickupAddress} pinned={b.pickupPinned} />
            </span>
            <span>
              <span className="text-stone">{t('card.destination')}: </span>
              <DoorAddress address={b.destinationAddress} pinned={b.destinationPinned} />
            </span>
          </Block>
        </div>
      </div>

      <div className="p-6 sm:p-10 print:px-0">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('receipt.charges')}</caption>
          <thead>
            <tr className="border-b border-ink/12 text-left text-[0.7rem] tracking-[0.14em] text-stone uppercase">
              <th scope="col" className="pb-2 font-semibold">
                {t('receipt.description')}
              </th>
              <th scope="col" className="pb-2 text-right font-semibold">
                {t('receipt.amount')}
              </th>
            </tr>
          </thead>
          <tbody data-testid="receipt-lines">
            {receipt.lines.map((line, i) => (
              <tr key={`${line.label}-${i}`} className="border-b border-ink/6">
                <td className="py-3 pr-4 text-ink">{priceLineLabel(line, f.lang)}</td>
                <td className="py-3 text-right text-ink tabular-nums">{f.money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="pt-4 text-left font-normal text-stone">
                {t('receipt.subtotal')}
              </th>
              <td className="pt-4 text-right tabular-nums">{f.money(receipt.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" className="pt-2 pb-4 text-left font-normal text-stone">
                {t('receipt.tax', { rate: f.percent(receipt.taxRatePercent) })}
              </th>
              <td className="pt-2 pb-4 text-right tabular-nums">{f.money(receipt.tax)}</td>
            </tr>
            <tr className="text-base">
              <th scope="row" className="border-t-2 border-ink pt-4 text-left font-semibold text-ink">
                {t('receipt.total')}
              </th>
              <td
                className="border-t-2 border-ink pt-4 text-right font-display text-3xl font-semibold text-ink lining-nums tabular-nums"
                data-testid="receipt-total"
              >
                {f.money(receipt.total)}
              </td>
            </tr>
            {receipt.refunded > 0 && (
              <>
                {/* Each refund its own line, with when and who (decision 23). */}
                {(receipt.refunds.length > 0
                  ? receipt.refunds.map((r) => ({
                      // Billed to its company (decision 061): a credit to the company, not a card refund.
                      label: t(credit ? 'receipt.creditLine' : 'receipt.refundLine', {
                        date: f.dateTime(r.at),
                        by:
                          r.by === 'admin'
                            ? r.adminName
                              ? t('receipt.refundBy.admin', { name: r.adminName })
                              : t('receipt.refundBy.office')
                            : t(`receipt.refundBy.${r.by}`),
                      }),
                      amount: r.amount,
                    }))
                  : [{ label: t(credit ? 'receipt.credited' : 'receipt.refunded'), amount: receipt.refunded }]
                ).map((r, i) => (
                  <tr key={i} data-testid="receipt-refund">
                    <th scope="row" className="pt-3 text-left font-normal text-stone">
                      {r.label}
                    </th>
                    <td className="pt-3 text-right text-success tabular-nums">{f.money(-r.amount)}</td>
                  </tr>
                ))}
                {!receipt.cancellation && (
                  <tr>
                    <th scope="row" className="pt-2 text-left font-semibold text-ink">
                      {t(credit ? 'receipt.netBilled' : 'receipt.netPaid')}
                    </th>
                    <td className="pt-2 text-right font-semibold text-ink tabular-nums">
                      {f.money(Math.round((receipt.total - receipt.refunded) * 100) / 100)}
                    </td>
                  </tr>
                )}
              </>
            )}
            {receipt.cancellation && (
              <tr data-testid="receipt-kept">
                <th scope="row" className="pt-2 text-left font-semibold text-ink">
                  {t('receipt.kept')}
                </th>
                <td className="pt-2 text-right font-semibold text-ink tabular-nums">
                  {f.money(receipt.cancellation.kept)}
                </td>
              </tr>
            )}
            {(receipt.changes ?? []).map((c, i) => (
              <tr key={`change-${i}`} data-testid="receipt-change">
                <th scope="row" className="pt-3 text-left font-normal text-stone">
                  {t(c.difference > 0 ? 'receipt.changeCharged' : 'receipt.changeRefunded', {
                    date: f.dateTime(c.at),
                  })}
                </th>
                <td className="pt-3 text-right text-ink tabular-nums">
                  {f.money(c.difference > 0 ? c.difference : -c.refund)}
                </td>
              </tr>
            ))}
            {receipt.extras && <ReceiptExtrasRows extras={receipt.extras} />}
          </tfoot>
        </table>

        <div
          className="mt-8 rounded-xl bg-ivory px-5 py-4 text-sm print:bg-transparent print:px-0"
          data-testid="receipt-payment"
        >
          {receipt.paidAt ? (
            <p>
              <span className="font-semibold text-success">
                {t(credit ? 'receipt.billed' : 'receipt.paid')}
              </span>{' '}
              <span className="text-ink">
                {t('receipt.paidOn', { date: f.dateTime(receipt.paidAt) })}
                {receipt.paymentMethod &&
                  ` · ${t(`receipt.methods.${receipt.paymentMethod}`, { defaultValue: receipt.paymentMethod })}`}
              </span>
            </p>
          ) : (
            <p className="text-stone">{t('receipt.unpaid')}</p>
          )}
        </div>
        <p className="mt-8 text-center font-display text-lg text-stone italic" data-testid="receipt-closing">
          {t(receipt.cancellation ? 'receipt.closingCancelled' : 'receipt.thanks')}
        </p>
      </div>
    </article>
  );
}

/** The printable receipt of one booking, with Print, Download PDF and Back to My Bookings. */
export function ReceiptView({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('account');
  const { lang } = useAccountFormat();
  const receiptQuery = useBookingReceipt(bookingId);

  if (receiptQuery.isPending) return <AccountSpinner label={t('receipt.loading')} />;
  if (receiptQuery.isError)
    return <ReceiptError error={receiptQuery.error} onRetry={() => void receiptQuery.refetch()} />;
  const receipt = receiptQuery.data;

  return (
    <div className="bg-ivory-deep/60 py-8 sm:py-12 print:bg-white print:py-0">
      <div className="container-page print:max-w-none print:px-0">
        <div className="mx-auto mb-6 flex max-w-3xl flex-wrap items-center justify-between gap-3 print:hidden">
          <BackLink className="-ml-4" />
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden />
              {t('receipt.print')}
            </Button>
            <a
              href={receiptPdfHref(bookingId, lang)}
              download={receiptPdfFileName(receipt.booking.number)}
              className={buttonClasses('dark', 'sm')}
            >
              <Download className="size-4" aria-hidden />
              {t('receipt.download')}
            </a>
          </div>
        </div>
        <ReceiptDocument receipt={receipt} />
      </div>
    </div>
  );
}
