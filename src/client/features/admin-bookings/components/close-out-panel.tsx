import { Check, FileText, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminExtraLine, ExtraCharge } from '../../../../shared/contracts/extras.ts';
import { extraLineLabel } from '../../../../shared/domain/extra-line-labels.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { extraReceiptHref, useBookingExtras, useCloseOut, useReviewExtra } from '../api/booking-extras.ts';
import { useBookingFormat } from '../hooks/use-booking-format.ts';
import { Chip, DetailSection, MoneyLine } from './detail-parts.tsx';

const LINE_TONE = { proposed: 'wait', approved: 'good', rejected: 'bad', charged: 'neutral' } as const;
const CHARGE_TONE = {
  processing: 'wait',
  paid: 'good',
  failed: 'bad',
  link_sent: 'wait',
  on_account: 'good',
} as const;

/**
 * Close-out of a completed ride (decision 29): the extra lines (waiting time, the chauffeur's tolls and parking
 * with their receipts), approve or reject each, then charge the approved total on the customer's saved card
 * off-session, or email a payment link; the outcome and the past charges.
 */
export function CloseOutPanel({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation('admin-bookings');
  const f = useBookingFormat();
  const message = useErrorText();
  const extras = useBookingExtras(bookingId);
  const review = useReviewExtra(bookingId);
  const closeOut = useCloseOut(bookingId);
  const [asking, setAsking] = useState(false);
  const data = extras.data;
  if (!data) return null;

  return (
    <DetailSection title={t('closeOut.title')} testId="close-out-panel">
      {data.lines.length === 0 && <p className="text-sm text-stone">{t('closeOut.noLines')}</p>}
      <ul className="grid gap-2">
        {data.lines.map((line) => (
          <ExtraLineRow
            key={line.id}
            bookingId={bookingId}
            line={line}
            pending={review.isPending}
            onReview={(decision) => review.mutate({ extraId: line.id, decision })}
          />
        ))}
      </ul>
      {review.error && (
        <p role="alert" className="text-sm text-rose-700">
          {message(review.error)}
        </p>
      )}
      <dl>
        <MoneyLine
          label={t('closeOut.toCharge')}
          amount={f.money(data.toCharge)}
          strong
          testId="close-out-total"
        />
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="dark"
          className="w-full sm:w-auto"
          disabled={!data.canCloseOut || closeOut.isPending}
          onClick={() => setAsking(true)}
          data-testid="close-out-button"
        >
          {t('closeOut.button')}
        </Button>
        <p className="text-xs text-stone">
          {data.savedCard ? t('closeOut.savedCard', { card: data.savedCard }) : t('closeOut.noCard')}
        </p>
      </div>
      {asking && (
        // Asked in place: a second modal over the booking's details would close them (nested dialogs).
        <div
          role="group"
          aria-labelledby="close-out-ask"
          className="grid gap-2 rounded-xl bg-amber-50/70 p-4 text-sm ring-1 ring-amber-600/20"
          data-testid="close-out-confirm"
        >
          <p id="close-out-ask" className="font-semibold text-ink">
            {t('closeOut.confirmTitle')}
          </p>
          <p className="text-ink">{t('closeOut.confirmWhat', { amount: f.money(data.toCharge) })}</p>
          <p className="text-ink">
            {data.savedCard ? t('closeOut.confirmCard', { card: data.savedCard }) : t('closeOut.confirmLink')}
          </p>
          <p className="text-stone">{t('closeOut.confirmUndo')}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => setAsking(false)}
              disabled={closeOut.isPending}
            >
              {t('closeOut.back')}
            </Button>
            <Button
              size="sm"
              variant="dark"
              disabled={closeOut.isPending}
              onClick={() => closeOut.mutate(undefined, { onSettled: () => setAsking(false) })}
            >
              {t('closeOut.confirm', { amount: f.money(data.toCharge) })}
            </Button>
          </div>
        </div>
      )}
      {closeOut.error && (
        <p role="alert" className="text-sm text-rose-700">
          {message(closeOut.error)}
        </p>
      )}
      {closeOut.data && (
        <p role="status" className="text-sm font-medium text-ink" data-testid="close-out-outcome">
          {closeOut.data.sentTo
            ? t('closeOut.outcomeLink', { email: closeOut.data.sentTo })
            : t(`closeOut.outcome.${closeOut.data.charge.status}`, {
                amount: f.money(closeOut.data.charge.amount),
                reason: closeOut.data.charge.failureReason ?? '',
              })}
        </p>
      )}
      {data.charges.length > 0 && (
        <div className="grid gap-2" data-testid="close-out-charges">
          <h4 className="text-xs font-semibold text-ink">{t('closeOut.charges')}</h4>
          <ul className="grid gap-2">
            {data.charges.map((c) => (
              <ChargeRow key={c.id} charge={c} />
            ))}
          </ul>
        </div>
      )}
    </DetailSection>
  );
}

function ExtraLineRow({
  bookingId,
  line,
  pending,
  onReview,
}: {
  bookingId: string;
  line: AdminExtraLine;
  pending: boolean;
  onReview: (decision: 'approve' | 'reject') => void;
}) {
  const { t } = useTranslation('admin-bookings');
  const f = useBookingFormat();
  const label = extraLineLabel(line.kind, line.minutes, f.lang);
  return (
    <li className="grid gap-2 rounded-xl bg-ivory p-3 ring-1 ring-ink/8" data-testid="close-out-line">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-ink">{label}</span>
        <span className="flex items-center gap-2">
          <Chip tone={LINE_TONE[line.status]}>{t(`closeOut.lineStatus.${line.status}`)}</Chip>
          <span className="font-semibold tabular-nums text-ink">{f.money(line.amount)}</span>
        </span>
      </p>
      {line.note && <p className="text-xs text-ink/80">{line.note}</p>}
      <div className="flex flex-wrap items-center gap-2">
        {line.hasReceipt && (
          <a
            className="inline-flex items-center gap-1 text-xs font-medium text-gold-dark underline-offset-4 hover:underline"
            href={extraReceiptHref(bookingId, line.id)}
            target="_blank"
            rel="noreferrer"
          >
            <FileText className="size-4" aria-hidden />
            {t('closeOut.viewReceipt')}
          </a>
        )}
        {line.status === 'proposed' || line.status === 'approved' || line.status === 'rejected' ? (
          <span className="ml-auto flex gap-2">
            {line.status !== 'approved' && (
              <Button
                size="sm"
                variant="outline"
                disabled={pending}
                onClick={() => onReview('approve')}
                aria-label={t('closeOut.approveLabel', { line: label })}
              >
                <Check className="size-4" aria-hidden /> {t('closeOut.approve')}
              </Button>
            )}
            {line.status !== 'rejected' && (
              <Button
                size="sm"
                variant="ghost"
                disabled={pending}
                onClick={() => onReview('reject')}
                aria-label={t('closeOut.rejectLabel', { line: label })}
              >
                <X className="size-4" aria-hidden /> {t('closeOut.reject')}
              </Button>
            )}
          </span>
        ) : null}
      </div>
    </li>
  );
}

function ChargeRow({ charge: c }: { charge: ExtraCharge }) {
  const { t } = useTranslation('admin-bookings');
  const f = useBookingFormat();
  return (
    <li className="rounded-xl bg-ivory p-3 text-sm ring-1 ring-ink/8" data-testid="close-out-charge">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-ink">
          {t(`closeOut.chargeKind.${c.kind}`)} · {f.money(c.amount)}
        </span>
        <Chip tone={CHARGE_TONE[c.status]}>{t(`closeOut.chargeStatus.${c.status}`)}</Chip>
      </p>
      <p className="mt-1 text-xs text-stone">
        {f.dayTime(c.paidAt ?? c.createdAt)}
        {c.failureReason && ` · ${c.failureReason}`}
      </p>
    </li>
  );
}
