import { CreditCard, FlaskConical } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyCardSetup } from '../../../../shared/contracts/company-card.ts';
import { digitsOnly, formatCardNumber, formatExpiry } from '../../../../shared/domain/payment-card.ts';
import { AppError } from '../../../../shared/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog, type ConfirmRequest } from '../../../components/ui/confirm-dialog.tsx';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { apiPost } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { usePublicConfig } from '../../../lib/catalog-queries.ts';
import { toast } from '../../../lib/toast-store.ts';
import {
  startCardSetup,
  useCompanyCard,
  useRemoveCompanyCard,
  useStoreCompanyCard,
} from '../api/company-card.ts';

const CompanyCardStripe = lazy(() => import('./company-card-stripe.tsx'));

/** The test processor's card that works (Stripe's 4242 test number). */
const TEST_CARD = '4242 4242 4242 4242';

/** POST /api/test-payments/{id}/confirm for a setup: the test processor keeps the card (nothing is charged). */
function confirmTestSetup(
  setup: CompanyCardSetup,
  v: Record<'cardNumber' | 'expiry' | 'cvc' | 'postalCode', string>,
) {
  const exp = digitsOnly(v.expiry);
  return apiPost(`/api/test-payments/${encodeURIComponent(setup.setupIntentId)}/confirm`, {
    clientSecret: setup.clientSecret,
    cardNumber: digitsOnly(v.cardNumber),
    expiry: `${exp.slice(0, 2)}/${exp.slice(2, 4)}`,
    cvc: digitsOnly(v.cvc),
    postalCode: v.postalCode.trim(),
  });
}

/**
 * The company card on file (decision 060), for company admins on the portal's main page: the card's label and
 * expiry with Replace and Remove (confirmed), or Add a card; card-terms companies are told bookings need it.
 */
export function CompanyCardSection() {
  const { t, i18n } = useTranslation('company-portal');
  const errorText = useErrorText();
  const state = useCompanyCard(true);
  const store = useStoreCompanyCard();
  const remove = useRemoveCompanyCard();
  const config = usePublicConfig();
  const [setup, setSetup] = useState<CompanyCardSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const lang = i18n.language.startsWith('es') ? 'es' : 'en';

  const fail = (err: unknown) =>
    toast({
      variant: 'destructive',
      title: t('card.failed'),
      description: errorText(err instanceof AppError ? err : new AppError('common.tryAgain')) ?? undefined,
    });

  async function open() {
    setStarting(true);
    try {
      setSetup(await startCardSetup());
    } catch (err) {
      fail(err);
    } finally {
      setStarting(false);
    }
  }

  async function keep(s: CompanyCardSetup) {
    try {
      const done = await store.mutateAsync(s.setupIntentId);
      setSetup(null);
      toast({ title: t('card.saved', { card: done.card?.label ?? '' }) });
    } catch (err) {
      fail(err);
    }
  }

  const card = state.data?.card ?? null;
  const expires = card
    ? t('card.expires', {
        month: String(card.expMonth).padStart(2, '0'),
        year: String(card.expYear % 100).padStart(2, '0'),
      })
    : '';

  return (
    <section
      aria-labelledby="company-card-title"
      className="rounded-2xl bg-white p-5 ring-1 ring-ink/8 sm:p-6"
      data-testid="company-card"
    >
      <h2 id="company-card-title" className="text-sm font-semibold tracking-[0.14em] text-stone uppercase">
        {t('card.title')}
      </h2>
      {state.isPending ? (
        <p className="mt-3 text-sm text-stone">{t('loading')}</p>
      ) : state.isError ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          {errorText(state.error) ?? t('loadError')}
        </p>
      ) : (
        <>
          {card ? (
            <div className="mt-3 flex flex-wrap items-center justify-between gap-4">
              <p className="flex items-center gap-3 text-ink" data-testid="company-card-label">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-ivory-deep text-gold-dark">
                  <CreditCard className="size-5" aria-hidden strokeWidth={1.5} />
                </span>
                <span>
                  <span className="font-semibold">{card.label}</span>
                  <span className="text-stone">, {expires}</span>
                </span>
              </p>
              {!setup && (
                <div className="flex flex-wrap gap-2">
                  <Button variant="outline" onClick={() => void open()} disabled={starting}>
                    {t('card.replace')}
                  </Button>
                  <Button
                    variant="outline"
                    data-testid="company-card-remove"
                    onClick={() =>
                      setConfirm({
                        title: t('card.removeTitle'),
                        what: t('card.removeWhat', { card: card.label }),
                        undo: t('card.removeUndo'),
                        confirmLabel: t('card.remove'),
                        testId: 'company-card-remove-dialog',
                        onConfirm: () => remove.mutateAsync().catch(fail),
                      })
                    }
                  >
                    {t('card.remove')}
                  </Button>
                </div>
              )}
            </div>
          ) : (
            <div className="mt-3 grid gap-3">
              <p className="text-sm text-stone">{t('card.none')}</p>
              {state.data?.paymentTerms === 'card' && (
                <p
                  role="status"
                  data-testid="company-card-needed"
                  className="rounded-xl border border-amber-600/30 bg-amber-50 p-3 text-sm text-amber-950"
                >
                  {t('card.needed')}
                </p>
              )}
              {!setup && (
                <div>
                  <Button variant="dark" onClick={() => void open()} disabled={starting}>
                    {t('card.add')}
                  </Button>
                </div>
              )}
            </div>
          )}
          {state.data?.paymentTerms === 'card' && card && (
            <p className="mt-3 text-sm text-stone">{t('card.used')}</p>
          )}
          {setup && (
            <div className="mt-5 border-t border-ink/10 pt-5">
              {setup.provider === 'test' ? (
                <SetupTestCard
                  setup={setup}
                  onConfirmed={() => void keep(setup)}
                  onCancel={() => setSetup(null)}
                />
              ) : config.data?.stripePublishableKey ? (
                <Suspense fallback={<p className="text-sm text-stone">{t('loading')}</p>}>
                  <CompanyCardStripe
                    publishableKey={config.data.stripePublishableKey}
                    clientSecret={setup.clientSecret}
                    language={lang}
                    onConfirmed={() => void keep(setup)}
                    onCancel={() => setSetup(null)}
                  />
                </Suspense>
              ) : null}
            </div>
          )}
        </>
      )}
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
    </section>
  );
}

/** The test processor's card form for a setup (nothing is charged): number, expiry, CVC, ZIP. */
function SetupTestCard({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: CompanyCardSetup;
  onConfirmed: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('company-portal');
  const errorText = useErrorText();
  const [values, setValues] = useState({ cardNumber: '', expiry: '', cvc: '', postalCode: '' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof values, v: string) => setValues((x) => ({ ...x, [k]: v }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await confirmTestSetup(setup, values);
      onConfirmed();
    } catch (err) {
      setError(
        errorText(err instanceof AppError ? err : new AppError('common.tryAgain')) ?? t('card.failed'),
      );
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid="company-card-form"
      className="grid max-w-xl gap-4"
    >
      <p className="inline-flex items-center gap-2 rounded-xl border border-gold/45 bg-gold/10 px-4 py-3 text-sm font-semibold text-ink">
        <FlaskConical className="size-4 text-gold-dark" aria-hidden />
        {t('card.testMode', { success: TEST_CARD })}
      </p>
      <Field label={t('card.number')}>
        {({ id, describedBy }) => (
          <Input
            id={id}
            name="cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            maxLength={23}
            aria-describedby={describedBy}
            className="tabular-nums"
            value={values.cardNumber}
            onChange={(e) => set('cardNumber', formatCardNumber(e.target.value))}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Field label={t('card.expiry')}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              name="expiry"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              maxLength={7}
              aria-describedby={describedBy}
              className="tabular-nums"
              value={values.expiry}
              onChange={(e) => set('expiry', formatExpiry(e.target.value))}
            />
          )}
        </Field>
        <Field label={t('card.cvc')}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              name="cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              aria-describedby={describedBy}
              className="tabular-nums"
              value={values.cvc}
              onChange={(e) => set('cvc', digitsOnly(e.target.value).slice(0, 4))}
            />
          )}
        </Field>
        <Field label={t('card.zip')} className="col-span-2 sm:col-span-1">
          {({ id, describedBy }) => (
            <Input
              id={id}
              name="postalCode"
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="10006"
              maxLength={10}
              aria-describedby={describedBy}
              className="tabular-nums"
              value={values.postalCode}
              onChange={(e) => set('postalCode', e.target.value.replace(/[^\d-]/g, '').slice(0, 10))}
            />
          )}
        </Field>
      </div>
      {error && (
        <p role="alert" className="text-sm text-danger" data-testid="company-card-error">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="dark" disabled={busy} data-testid="company-card-save">
          {busy ? t('card.saving') : t('card.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {t('card.cancel')}
        </Button>
      </div>
    </form>
  );
}
