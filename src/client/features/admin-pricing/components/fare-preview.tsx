import { Calculator } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fromEditorDocument,
  pricingDocumentSchema,
  type PricingDocument,
} from '../../../../shared/contracts/admin-pricing.ts';
import type { PricingConfig } from '../../../../shared/domain/pricing-config.ts';
import { useStoredPricing } from '../api/admin-pricing.ts';

/** Renders the drivers' fare calculator for a configuration (composed by the admin route). */
export type FarePreview = (config: PricingConfig) => ReactNode;

/**
 * The drivers' calculator on the edited prices, before they are saved: the stored configuration of the
 * version being edited with the document's values; while a field is out of range, the saved prices.
 */
export function FarePreviewSection({
  draft,
  version,
  render,
}: {
  draft: PricingDocument;
  version: number;
  render: FarePreview;
}) {
  const { t } = useTranslation('admin-pricing');
  const stored = useStoredPricing();
  const base = stored.data?.version === version ? stored.data.config : null;
  const valid = useMemo(() => pricingDocumentSchema.safeParse(draft).success, [draft]);
  const config = useMemo(
    () => (base && valid ? fromEditorDocument(draft, base) : base),
    [base, draft, valid],
  );

  return (
    <section
      aria-labelledby="pricing-preview-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/8 sm:p-7"
    >
      <h2
        id="pricing-preview-title"
        className="flex items-center gap-2 font-display text-2xl font-semibold text-ink"
      >
        <Calculator aria-hidden className="size-5 text-gold-dark" />
        {t('preview.title')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink/65">{valid ? t('preview.lead') : t('preview.invalid')}</p>
      <div className="mt-5">
        {config ? render(config) : <p className="text-sm text-stone">{t('preview.unavailable')}</p>}
      </div>
    </section>
  );
}
