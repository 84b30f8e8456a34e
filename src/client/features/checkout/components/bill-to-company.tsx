import { useQueryClient } from '@tanstack/react-query';
import { Building2, CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import type { CompanyBookingOptions } from '../../../../shared/contracts/company-billing.ts';
import { AppError, type FieldError } from '../../../../shared/errors.ts';
import type { BookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import { finishBooking, saveConfirmation } from '../../../booking/lib/booking-draft.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { billToCompany } from '../api/company-billing.ts';
import { confirmationHref } from '../lib/checkout-params.ts';
import { announceThenLeave } from '../lib/payment-success.ts';
import { REDIRECT_AFTER_MS } from '../lib/payment-state.ts';

/**
 * "Bill to <company>" at the payment step (decision 058): the company's reference fields (labels in the site
 * language, required ones marked), who rides ("Myself" or one of the company's travellers), the price on account
 * with the company's discount as its own line, and Confirm booking. No card is asked. A refusal (on hold, over
 * the limit, card terms) is shown and the button disabled: the card choice stays open beside it.
 */
export function BillToCompany({
  booking,
  options,
  format: f,
}: {
  booking: BookingView;
  options: CompanyBookingOptions;
  format: BookingFormat;
}) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { company, travellers, price, refusal } = options;
  // Card terms (decision 060): the same form charges the account price to the company's card on file now.
  const onCard = options.mode === 'companyCard';
  const [references, setReferences] = useState<Record<string, string>>({});
  const [traveller, setTraveller] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const leaving = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => leaving.current?.(), []);

  const fieldError = (key: string): FieldError | undefined => error?.fieldErrors?.[key];
  const formError = error && !error.fieldErrors ? error : null;
  /** A field's problem goes once it is edited (the others stay until the next try). */
  const clearField = (key: string) =>
    setError((e) => {
      if (!e?.fieldErrors?.[key]) return e;
      const rest = Object.fromEntries(Object.entries(e.fieldErrors).filter(([k]) => k !== key));
      return Object.keys(rest).length ? new AppError(e.code, e.params, rest) : null;
    });
  const label = (r: CompanyBookingOptions['company']['referenceFields'][number]) =>
    f.lang === 'es' ? r.labelEs : r.labelEn;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (submitting || refusal) return;
    setSubmitting(true);
    setError(null);
    try {
      const done = await billToCompany(booking.id, { references, travellerUserId: traveller || null });
      saveConfirmation({ number: done.confirmationNumber, token: done.accessToken });
      finishBooking();
      void queryClient.invalidateQueries({ queryKey: ['/api/bookings', booking.id], refetchType: 'none' });
      const href = confirmationHref(done.confirmationNumber, done.accessToken);
      leaving.current = announceThenLeave(
        { title: t('company.successTitle'), description: t('toasts.successBody') },
        () => void navigate(href, { replace: true }),
        REDIRECT_AFTER_MS,
      );
    } catch (err) {
      const problem = err instanceof AppError ? err : new AppError('common.tryAgain');
      setError(problem);
      setSubmitting(false);
      if (!problem.fieldErrors) {
        toast({
          variant: 'destructive',
          title: t(onCard ? 'company.cardFailedTitle' : 'company.failedTitle'),
          description: f.message(problem),
        });
      }
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} data-testid="bill-to-company" className="grid gap-5">
      {refusal && (
        <div
          role="alert"
          data-testid="company-refusal"
          className="rounded-xl border border-danger/25 bg-danger/5 p-4 text-sm"
        >
          <p className="flex items-start gap-2 text-danger">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{f.message(new AppError(refusal.code, { company: company.legalName }))}</span>
          </p>
          {refusal.holdReason && (
            <p className="mt-1 pl-6 text-stone">{t('company.holdReason', { reason: refusal.holdReason })}</p>
          )}
        </div>
      )}
      {company.referenceFields.length > 0 && (
        <fieldset className="grid gap-4">
          <legend className="mb-3 text-sm font-semibold text-ink">
            {t(onCard ? 'company.cardReferences' : 'company.references')}
          </legend>
          {company.referenceFields.map((r) => (
            <Field
              key={r.key}
              label={
                <>
                  {label(r)}{' '}
                  {r.required ? (
                    <span className="text-danger" aria-hidden>
                      *
                    </span>
                  ) : (
                    <span className="font-normal text-stone">{t('company.optional')}</span>
                  )}
                </>
              }
              error={fieldError(`references.${r.key}`)}
            >
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  name={`reference-${r.key}`}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                  aria-required={r.required || undefined}
                  maxLength={100}
                  autoComplete="off"
                  value={references[r.key] ?? ''}
                  disabled={submitting}
                  onChange={(e) => {
                    setReferences((v) => ({ ...v, [r.key]: e.target.value }));
                    clearField(`references.${r.key}`);
                  }}
                />
              )}
            </Field>
          ))}
        </fieldset>
      )}
      <Field label={t('company.traveller')} error={fieldError('travellerUserId')}>
        {({ id, describedBy, invalid }) => (
          <Select
            id={id}
            name="traveller"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            value={traveller}
            disabled={submitting}
            onChange={(e) => {
              setTraveller(e.target.value);
              clearField('travellerUserId');
            }}
          >
            <option value="">{t('company.myself')}</option>
            {travellers
              .filter((x) => x.email.toLowerCase() !== booking.customer.email.toLowerCase())
              .map((x) => (
                <option key={x.userId} value={x.userId}>
                  {x.name} · {x.email}
                </option>
              ))}
          </Select>
        )}
      </Field>
      <div className="rounded-xl bg-ivory p-4 text-sm">
        <p className="mb-2 font-semibold text-ink">
          {onCard ? t('company.cardPriceTitle') : t('company.priceTitle')}
        </p>
        <dl className="grid gap-1">
          {price.lines.map((l) => (
            <div key={l.code} className="flex justify-between gap-4">
              <dt className={l.amount < 0 ? 'text-gold-dark' : 'text-stone'}>
                {l.code === 'company_discount'
                  ? t('company.discount', { percent: f.percent((company.discountPpm ?? 0) / 10_000) })
                  : f.line(l)}
              </dt>
              <dd className="tabular-nums text-ink">{f.dollars(l.amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t border-ink/10 pt-1">
            <dt className="text-stone">{t('company.tax', { rate: f.rate(price.taxRatePpm) })}</dt>
            <dd className="tabular-nums text-ink">{f.dollars(price.tax)}</dd>
          </div>
          <div className="flex justify-between gap-4 font-semibold text-ink">
            <dt>{onCard ? t('company.cardTotal') : t('company.total')}</dt>
            <dd className="tabular-nums" data-testid="company-total">
              {f.dollars(price.total)}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs text-stone" data-testid="company-price-note">
          {onCard
            ? t('company.cardNote', { company: company.legalName, card: options.companyCard?.label ?? '' })
            : t('company.invoiceNote', { company: company.legalName })}
        </p>
      </div>
      {formError && !refusal && (
        <p role="alert" className="text-sm text-danger">
          {f.message(formError)}
        </p>
      )}
      <Button
        type="submit"
        variant="dark"
        size="lg"
        disabled={submitting || Boolean(refusal)}
        data-testid="confirm-on-account"
      >
        <Building2 className="size-4" aria-hidden />
        {submitting
          ? t(onCard ? 'company.charging' : 'company.confirming')
          : t(onCard ? 'company.chargeConfirm' : 'company.confirm')}
      </Button>
    </form>
  );
}

/** Card or the company's account: a segmented choice above the payment form. */
export function PaymentMethodChoice({
  company,
  companyCard,
  value,
  onChange,
}: {
  company: string;
  /** Card terms (decision 060): "Charge <company>'s card (Visa •••• 4242)" instead of "Bill to <company>". */
  companyCard?: string | null;
  value: 'card' | 'company';
  onChange: (v: 'card' | 'company') => void;
}) {
  const { t } = useTranslation('checkout');
  const item = (v: 'card' | 'company', text: string) => (
    <label
      className={`flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg px-3 py-2 text-center text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold/50 ${
        value === v ? 'bg-ink text-white shadow-sm' : 'text-ink hover:bg-white/70'
      }`}
    >
      <input
        type="radio"
        name="payment-method"
        value={v}
        checked={value === v}
        onChange={() => onChange(v)}
        className="sr-only"
      />
      <span className="min-w-0 break-words">{text}</span>
    </label>
  );
  return (
    <fieldset className="mb-5" data-testid="payment-method">
      <legend className="sr-only">{t('company.methodLegend')}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-ivory p-1">
        {item('card', t('company.card'))}
        {item(
          'company',
          companyCard
            ? t('company.chargeCard', { company, card: companyCard })
            : t('company.billTo', { company }),
        )}
      </div>
    </fieldset>
  );
}
