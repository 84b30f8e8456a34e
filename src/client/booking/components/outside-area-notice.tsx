import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../shared/brand.ts';

/**
 * Said in the suggestions panel when the text names a place outside the service area ("Boston",
 * "Philadelphia airport"): we serve New York City and its surroundings, and the phone number to call instead
 * (issue 34, decisions 14 and 25).
 */
export function OutsideAreaNotice({ place }: { place: string | null }) {
  const { t } = useTranslation('maps');
  return (
    <p role="status" data-testid="outside-area" className="grid gap-1 px-4 py-3 text-sm text-ink">
      <span>{t('suggestions.outsideArea', { place })}</span>
      <a
        href={BRAND.phoneHref}
        className="inline-flex items-center gap-2 font-semibold text-gold-dark underline underline-offset-2"
      >
        <Phone className="size-4" aria-hidden />
        {t('suggestions.callUs', { phone: BRAND.phoneDisplay })}
      </a>
    </p>
  );
}
