import { HandHeart } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import type { ChangePayment } from '../../../../shared/contracts/booking-changes.ts';
import type { ExtraCharge } from '../../../../shared/contracts/extras.ts';
import type { BookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { ConfirmDialog, type ConfirmRequest } from '../../../components/ui/confirm-dialog.tsx';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { confirmExtraPayment, extraPayment } from '../api/extra-charge-payment.ts';
import { useAddTip } from '../api/add-tip.ts';
import { useRideExtras } from '../api/ride-extras.ts';
import { tipOf, type TipChoice } from '../lib/tip.ts';

const cardClass =
  'rounded-2xl bg-white p-6 ring-1 ring-ink/8 break-inside-avoid sm:p-8 print:hidden grid gap-4';

/** The checkout's card form for a server-made payment, composed in by the route (features stay apart). */
export type PayForm = (props: {
  payment: ChangePayment;
  confirm: (paymentIntentId: string) => Promise<void>;
}) => ReactNode;

/**
 * The tip card of a completed ride (decision 29): 15 / 20 / 25 % of the fare (each with its amount) or an
 * amount, confirmed, charged on the saved card or paid here / by the emailed link; then "Thank you".
 * Hidden unless the ride is completed and not tipped yet (and for whoever may not read its extras).
 */
export function TipCard({
  booking: b,
  format: f,
  payForm,
  token = null,
}: {
  booking: BookingView;
  format: BookingFormat;
  payForm: PayForm;
  /** The emailed link's token when a guest reads the booking through it (their permission). */
  token?: string | null;
}) {
  const { t } = useTranslation('confirmation');
  const message = useErrorText();
  const extras = useRideExtras(b.id, b.status === 'completed', token);
  const add = useAddTip(b.id, token);
  const [choice, setChoice] = useState<TipChoice>({ percent: 20 });
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [thanked, setThanked] = useState<number | null>(null);
  const [due, setDue] = useState<{ charge: ExtraCharge; sentTo: string | null } | null>(null);
  const tip = extras.data?.tip;

  if (thanked !== null)
    return (
      <section className={cardClass} role="status" data-testid="tip-thanks">
        <h2 className="font-display text-2xl font-semibold text-ink">{t('tip.thanksTitle')}</h2>
        <p className="text-ink">{t('tip.thanks', { amount: f.dollars(thanked) })}</p>
      </section>
    );
  if (due)
    return (
      <TipDue bookingId={b.id} token={token} due={due} format={f} payForm={payForm} onPaid={setThanked} />
    );
  if (!tip?.allowed) return null;

  const picked = tipOf(choice, tip.presets, tip.max);
  const ask = () => {
    if (!picked) return;
    setConfirm({
      title: t('tip.confirmTitle'),
      what:
        'percent' in choice
          ? t('tip.confirmPercent', {
              amount: f.dollars(picked.amount),
              percent: choice.percent,
              fare: f.dollars(tip.fare),
            })
          : t('tip.confirmAmount', { amount: f.dollars(picked.amount) }),
      told: t('tip.confirmHow'),
      confirmLabel: t('tip.confirm', { amount: f.dollars(picked.amount) }),
      testId: 'tip-confirm',
      onConfirm: () =>
        add.mutateAsync(picked.body).then(
          (r) => (r.charge.status === 'paid' ? setThanked(r.charge.amount) : setDue(r)),
          () => undefined,
        ),
    });
  };

  return (
    <section aria-labelledby="tip-title" className={cardClass} data-testid="tip-card">
      <div className="flex items-start gap-3">
        <HandHeart className="mt-1 size-6 shrink-0 text-gold-dark" aria-hidden />
        <div>
          <h2 id="tip-title" className="font-display text-2xl leading-tight font-semibold text-ink">
            {t('tip.title')}
          </h2>
          <p className="mt-1 text-sm text-stone">{t('tip.lead', { fare: f.dollars(tip.fare) })}</p>
        </div>
      </div>
      <div role="group" aria-label={t('tip.presets')} className="grid grid-cols-3 gap-2">
        {tip.presets.map((p) => {
          const on = 'percent' in choice && choice.percent === p.percent;
          return (
            <button
              key={p.percent}
              type="button"
              aria-pressed={on}
              onClick={() => setChoice({ percent: p.percent })}
              className={cn(
                'grid min-h-16 place-items-center rounded-xl px-2 py-2 ring-1 transition focus-visible:ring-2 focus-visible:ring-gold focus-visible:outline-none',
                on ? 'bg-ink text-ivory ring-ink' : 'bg-ivory text-ink ring-ink/15 hover:ring-ink/40',
              )}
              data-testid={`tip-${String(p.percent)}`}
            >
              <span className="text-lg font-semibold">{p.percent} %</span>
              <span className="text-sm tabular-nums">{f.dollars(p.amount)}</span>
            </button>
          );
        })}
      </div>
      <Field label={t('tip.custom')} hint={t('tip.customHint', { max: f.dollars(tip.max) })}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={'custom' in choice ? choice.custom : ''}
            onChange={(e) => setChoice({ custom: e.target.value })}
            onFocus={() => 'percent' in choice && setChoice({ custom: '' })}
          />
        )}
      </Field>
      {add.error && (
        <p role="alert" className="text-sm text-danger">
          {message(add.error)}
        </p>
      )}
      <Button variant="dark" className="w-full" disabled={!picked || add.isPending} onClick={ask}>
        {picked ? t('tip.add', { amount: f.dollars(picked.amount) }) : t('tip.pick')}
      </Button>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}

/** A tip not charged off-session: the link went by email; or pay it here with the /pay page's card form. */
function TipDue({
  bookingId,
  token,
  due,
  format: f,
  payForm,
  onPaid,
}: {
  bookingId: string;
  token: string | null;
  due: { charge: ExtraCharge; sentTo: string | null };
  format: BookingFormat;
  payForm: PayForm;
  onPaid: (amount: number) => void;
}) {
  const { t } = useTranslation('confirmation');
  const message = useErrorText();
  const [payment, setPayment] = useState<ChangePayment | null>(null);
  const [error, setError] = useState<unknown>(null);
  const amount = f.dollars(due.charge.amount);
  return (
    <section className={cardClass} data-testid="tip-due">
      <h2 className="font-display text-2xl font-semibold text-ink">{t('tip.dueTitle')}</h2>
      <p className="text-ink">
        {due.sentTo ? t('tip.linkSent', { amount, email: due.sentTo }) : t('tip.due', { amount })}
        {due.charge.failureReason && ` ${t('tip.failed', { reason: due.charge.failureReason })}`}
      </p>
      {error !== null && (
        <p role="alert" className="text-sm text-danger">
          {message(error)}
        </p>
      )}
      {payment ? (
        payForm({
          payment,
          confirm: async (paymentIntentId) => {
            await confirmExtraPayment(bookingId, due.charge.id, paymentIntentId, token);
            onPaid(due.charge.amount);
          },
        })
      ) : (
        <Button
          variant="dark"
          className="w-full sm:w-auto"
          onClick={() => extraPayment(bookingId, due.charge.id, token).then(setPayment, setError)}
        >
          {t('tip.payNow', { amount })}
        </Button>
      )}
    </section>
  );
}
