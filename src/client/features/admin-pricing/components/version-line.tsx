import { useTranslation } from 'react-i18next';
import type { PricingVersion } from '../../../../shared/contracts/admin-pricing.ts';
import { formatNy } from '../../../lib/new-york-date.ts';

/** "saved by Ana Admin, Nov 25, 2026, 3:12 PM" (New York time), or "the built-in defaults". */
export function useVersionText() {
  const { t, i18n } = useTranslation('admin-pricing');
  const language = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  return {
    by: (v: PricingVersion) => {
      const at = formatNy(v.updatedAt, 'mediumDayTime', language);
      return v.updatedBy
        ? t('versions.savedBy', { name: v.updatedBy, when: at })
        : t('versions.defaults', { when: at });
    },
  };
}

/** "Version 7 · saved by Ana Admin, Nov 25, 2026, 3:12 PM" */
export function VersionLine({ version }: { version: PricingVersion }) {
  const { t } = useTranslation('admin-pricing');
  const text = useVersionText();
  return (
    <p className="text-sm text-ink/70" data-testid="pricing-version">
      <span className="font-semibold text-ink">{t('versions.version', { version: version.version })}</span>
      {' · '}
      {text.by(version)}
    </p>
  );
}
