import { AlertTriangle, RotateCcw, Save } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppError } from '../../../../shared/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useAdminPricing, useReloadPricing, useSavePricing } from '../api/admin-pricing.ts';
import { usePricingForm } from '../hooks/use-pricing-form.ts';
import { documentFieldErrors } from '../lib/pricing-form.ts';
import { TollsSection, SurchargesSection } from './charges-section.tsx';
import {
  CustomRideSection,
  ExtrasAndChargesSection,
  MultipliersSection,
  PackagesSection,
} from './price-list-sections.tsx';
import { FarePreviewSection, type FarePreview } from './fare-preview.tsx';
import { RateCardSection } from './rate-card-section.tsx';
import { VersionLine } from './version-line.tsx';
import { VersionsCard } from './versions-card.tsx';

/**
 * /admin?tab=pricing: the one stored price list in sections, saved as a new version (who and when) that every
 * new quote, checkout, the drivers' calculator, the marketing pages and the chat use at once. The server checks
 * every range and answers with a message per field; a save over a colleague's newer version is refused.
 * `preview` renders the drivers' fare calculator (another feature, composed by the route) on the edited prices.
 */
export function PricingTab({ preview }: { preview?: FarePreview }) {
  const { t } = useTranslation('admin-pricing');
  const errorText = useErrorText();
  const query = useAdminPricing();
  const save = useSavePricing();
  const reload = useReloadPricing();
  const { base, form, changes, errors, setErrors, reset } = usePricingForm(query.data);
  const [conflict, setConflict] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused save, the first field with a problem gets the focus.
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [errors]);

  if (query.isError && !base) {
    return (
      <LoadFailure
        message={errorText(query.error) ?? t('loadFailed')}
        onRetry={() => void query.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  if (!base || !form) {
    return (
      <div className="flex justify-center py-20" role="status" aria-label={t('loading')}>
        <Spinner />
      </div>
    );
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (changes === 0 || save.isPending) return;
    save.mutate(
      { expectedVersion: base.version, document: form.draft },
      {
        onSuccess: (saved) => {
          reset(saved);
          setConflict(false);
          toast({
            title: t('saved.title'),
            description: t('saved.body', { version: saved.version }),
            variant: 'success',
          });
        },
        onError: (err) => {
          if (err instanceof AppError && err.code === 'pricing.versionConflict') {
            setConflict(true);
            return;
          }
          const fields = documentFieldErrors(err instanceof AppError ? err.fieldErrors : undefined);
          setErrors(fields);
          const count = Object.keys(fields).length;
          toast({
            title: t('failed.title'),
            description: count ? t('failed.fields', { count }) : errorText(err),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const loadLatest = async () => {
    const latest = await reload();
    reset(latest);
    setConflict(false);
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="pricing-heading"
      className="grid gap-6"
    >
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="pricing-heading" className="font-display text-3xl font-semibold text-ink">
            {t('title')}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-ink/65">{t('lead')}</p>
        </div>
        <VersionLine version={base} />
      </header>

      {conflict && (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-2xl bg-danger/8 p-5 ring-1 ring-danger/25 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2 text-sm text-ink">
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
            {t('conflict.body')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void loadLatest()}>
            {t('conflict.reload')}
          </Button>
        </div>
      )}

      <CustomRideSection form={form} />
      <PackagesSection form={form} />
      <MultipliersSection form={form} />
      <ExtrasAndChargesSection form={form} />
      <RateCardSection form={form} />
      {preview && <FarePreviewSection draft={form.draft} version={base.version} render={preview} />}
      <TollsSection form={form} />
      <SurchargesSection form={form} />
      <VersionsCard versions={base.versions} current={base.version} />

      {/* Beside the chat launcher (fixed at the bottom right), not under it. */}
      <div className="sticky bottom-4 z-10 mr-[4.5rem] flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl bg-ink px-4 py-3 text-ivory shadow-lg sm:bottom-6 sm:mr-24 sm:px-6 sm:py-4">
        <p className="text-sm" aria-live="polite" data-testid="pricing-dirty">
          {changes === 0 ? (
            t('bar.clean')
          ) : (
            <>
              <span aria-hidden className="mr-2 inline-block size-2 rounded-full bg-gold align-middle" />
              {t('bar.dirty', { count: changes })}
            </>
          )}
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline-light"
            size="sm"
            disabled={changes === 0 || save.isPending}
            onClick={() => reset(base)}
          >
            <RotateCcw aria-hidden className="size-4" />
            <span className="max-sm:sr-only">{t('bar.discard')}</span>
          </Button>
          <Button type="submit" size="sm" disabled={changes === 0 || save.isPending}>
            <Save aria-hidden className="size-4" />
            {save.isPending ? t('bar.saving') : t('bar.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
