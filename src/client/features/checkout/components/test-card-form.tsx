import { CreditCard, FlaskConical } from 'lucide-react';
import { useEffect, useMemo, type ChangeEvent } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreatePaymentIntentResponse } from '../../../../shared/contracts/checkout.ts';
import {
  cardBrand,
  digitsOnly,
  formatCardNumber,
  formatExpiry,
} from '../../../../shared/domain/payment-card.ts';
import { AppError } from '../../../../shared/errors.ts';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { fieldMessages } from '../../../lib/error-text.ts';
import { confirmTestPayment } from '../api/test-payment.ts';
import type { Charge, ChargeResult } from '../hooks/use-payment.ts';
import type { BookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import {
  cardFieldOf,
  cardFormErrors,
  emptyCardForm,
  TEST_CARDS,
  testPaymentRequest,
  type CardFormValues,
} from '../lib/card-form.ts';
import { PayButton } from './pay-button.tsx';

/** The shared card rules, checked on blur and again on every change after that (and at submit). */
const cardResolver: Resolver<CardFormValues> = (values) => {
  const problems = cardFormErrors(values, new Date());
  const keys = Object.keys(problems) as (keyof typeof problems)[];
  if (keys.length === 0) return { values, errors: {} };
  const errors: FieldErrors<CardFormValues> = {};
  for (const k of keys) errors[k] = { type: 'card', message: problems[k] };
  return { values: {}, errors };
};

/** A test card that works: 4242…, an expiry three years ahead. */
function sampleCard(): Pick<CardFormValues, 'cardNumber' | 'expiry' | 'cvc' | 'postalCode'> {
  const yy = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');
  return { cardNumber: TEST_CARDS.success, expiry: `12 / ${yy}`, cvc: '123', postalCode: '10036' };
}

interface TestCardFormProps {
  intent: CreatePaymentIntentResponse;
  customerName: string;
  format: BookingFormat;
  /** False while a payment runs, has succeeded, or failed (until Try Again). */
  editable: boolean;
  processing: boolean;
  /** Increments on Try Again: the card number gets the focus back. */
  attempt: number;
  onPay: (charge: Charge) => void;
}

/** The built-in test processor's card form (no Stripe keys): number, expiry, CVC, ZIP and name on card. */
export function TestCardForm({
  intent,
  customerName,
  format: f,
  editable,
  processing,
  attempt,
  onPay,
}: TestCardFormProps) {
  const { t } = useTranslation('checkout');
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    watch,
    formState: { errors },
  } = useForm<CardFormValues>({
    defaultValues: emptyCardForm(customerName),
    resolver: cardResolver,
    mode: 'onTouched',
    shouldFocusError: true,
  });

  useEffect(() => {
    if (attempt > 0) setFocus('cardNumber');
  }, [attempt, setFocus]);

  const number = watch('cardNumber');
  const brand = useMemo(() => {
    const digits = digitsOnly(number);
    const known = digits.length >= 2 ? cardBrand(digits) : 'Card';
    return known === 'Card' ? null : known === 'American Express' ? 'Amex' : known;
  }, [number]);

  const charge =
    (values: CardFormValues): Charge =>
    async (): Promise<ChargeResult> => {
      try {
        const res = await confirmTestPayment(
          intent.paymentIntentId,
          testPaymentRequest(values, intent.clientSecret),
        );
        return { ok: true, paymentIntentId: res.paymentIntentId };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        for (const [name, message] of Object.entries(fieldMessages(error) ?? {})) {
          const field = cardFieldOf(name);
          if (field) setError(field, { type: 'server', message });
        }
        return { ok: false, error };
      }
    };

  /** Formats the typed text before react-hook-form reads it. */
  const formatted = (
    field: 'cardNumber' | 'expiry' | 'cvc' | 'postalCode',
    format: (v: string) => string,
  ) => {
    const { onChange, ...rest } = register(field);
    return {
      ...rest,
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        e.target.value = format(e.target.value);
        return onChange(e);
      },
    };
  };

  const fill = () => {
    const sample = sampleCard();
    for (const [k, v] of Object.entries(sample) as [keyof typeof sample, string][])
      setValue(k, v, { shouldValidate: true });
  };

  return (
    <form onSubmit={handleSubmit((values) => onPay(charge(values)))} noValidate data-testid="test-card-form">
      <div
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gold/45 bg-gold/10 px-4 py-3"
        data-testid="test-mode-badge"
      >
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-ink">
          <FlaskConical className="size-4 text-gold-dark" aria-hidden />
          {t('test.badge')}
        </p>
        <button
          type="button"
          onClick={fill}
          disabled={!editable}
          className="rounded-sm text-xs font-semibold text-gold-dark underline-offset-4 hover:underline disabled:opacity-50"
        >
          {t('test.fill')}
        </button>
      </div>
      <p className="mt-3 text-xs leading-relaxed text-stone" id="test-card-hint" data-testid="test-card-hint">
        {t('test.hint', {
          success: TEST_CARDS.success,
          declined: TEST_CARDS.declined,
          funds: TEST_CARDS.insufficientFunds,
        })}
      </p>

      <fieldset disabled={!editable} className="mt-5 grid gap-4">
        <legend className="sr-only">{t('card.legend')}</legend>
        <Field label={t('card.number')} error={errors.cardNumber?.message}>
          {({ id, describedBy, invalid }) => (
            <div className="relative">
              <Input
                id={id}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 1234 1234 1234"
                maxLength={23}
                aria-invalid={invalid || undefined}
                aria-describedby={[describedBy, 'test-card-hint'].filter(Boolean).join(' ')}
                className={brand ? 'pr-24 tabular-nums' : 'pr-11 tabular-nums'}
                {...formatted('cardNumber', formatCardNumber)}
              />
              <span
                aria-hidden
                className="pointer-events-none absolute inset-y-0 right-3 flex items-center gap-1.5 text-xs font-semibold text-stone"
              >
                {brand ?? <CreditCard className="size-4 text-gold-dark" />}
              </span>
            </div>
          )}
        </Field>
        <div className="grid grid-cols-2 items-start gap-4 sm:grid-cols-3">
          <Field
            label={
              <>
                {t('card.expiry')}
                <span className="sr-only"> ({t('card.expiryPlaceholder')})</span>
              </>
            }
            error={errors.expiry?.message}
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder={t('card.expiryPlaceholder')}
                maxLength={7}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                className="tabular-nums"
                {...formatted('expiry', formatExpiry)}
              />
            )}
          </Field>
          <Field label={t('card.cvc')} error={errors.cvc?.message}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                maxLength={4}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                className="tabular-nums"
                {...formatted('cvc', (v) => digitsOnly(v).slice(0, 4))}
              />
            )}
          </Field>
          <Field
            label={t('card.zip')}
            error={errors.postalCode?.message}
            className="col-span-2 sm:col-span-1"
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                inputMode="numeric"
                autoComplete="postal-code"
                placeholder="10036"
                maxLength={10}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                className="tabular-nums"
                {...formatted('postalCode', (v) => v.replace(/[^\d-]/g, '').slice(0, 10))}
              />
            )}
          </Field>
        </div>
        <Field label={t('card.name')}>
          {({ id, describedBy }) => (
            <Input id={id} autoComplete="cc-name" aria-describedby={describedBy} {...register('name')} />
          )}
        </Field>
      </fieldset>
      <div className="mt-6">
        <PayButton amount={f.dollars(intent.amount)} processing={processing} disabled={!editable} />
      </div>
    </form>
  );
}
