import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PricingVersion } from '../../../../shared/contracts/admin-pricing.ts';
import { cn } from '../../../components/ui/cn.ts';
import { useVersionText } from './version-line.tsx';

/** The latest versions of the price list, newest first, the one in force marked. */
export function VersionsCard({
  versions,
  current,
}: {
  versions: readonly PricingVersion[];
  current: number;
}) {
  const { t } = useTranslation('admin-pricing');
  const text = useVersionText();
  return (
    <section
      aria-labelledby="pricing-versions-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/8 sm:p-7"
    >
      <h2
        id="pricing-versions-title"
        className="flex items-center gap-2 font-display text-2xl font-semibold text-ink"
      >
        <History aria-hidden className="size-5 text-gold-dark" />
        {t('versions.title')}
      </h2>
      <p className="mt-1 text-sm text-ink/65">{t('versions.lead')}</p>
      <ol className="mt-4 divide-y divide-ink/8" data-testid="pricing-versions">
        {versions.map((v) => (
          <li
            key={v.version}
            className={cn('flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5 text-sm')}
          >
            <span className="font-semibold text-ink">
              {t('versions.version', { version: v.version })}
              {v.version === current && (
                <span className="ml-2 rounded-full bg-gold/15 px-2 py-0.5 text-xs font-semibold text-gold-dark">
                  {t('versions.inForce')}
                </span>
              )}
            </span>
            <span className="text-ink/70">{text.by(v)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
