import { Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../../shared/brand.ts';

const STEPS = ['apply', 'review', 'invite', 'register'] as const;

/** Beside the form: the four steps from application to the first trip, and the phone number. */
export function ApplicationProcess() {
  const { t } = useTranslation('driver-application');
  return (
    <aside
      data-launcher-avoid
      aria-labelledby="driver-process-title"
      className="rounded-2xl bg-ink p-6 text-ivory shadow-xl shadow-ink/10 sm:p-8"
    >
      <p className="eyebrow flex items-center gap-3 text-gold">
        <span aria-hidden className="h-px w-8 bg-current" />
        {t('hero.eyebrow')}
      </p>
      <h2 id="driver-process-title" className="mt-4 font-display text-3xl font-semibold">
        {t('process.title')}
      </h2>
      <ol className="mt-6 grid gap-5">
        {STEPS.map((step, i) => (
          <li key={step} className="flex gap-4">
            <span
              aria-hidden
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-gold/50 text-sm font-semibold text-gold"
            >
              {i + 1}
            </span>
            <div>
              <p className="font-semibold text-ivory">{t(`process.steps.${step}.title`)}</p>
              <p className="mt-1 text-sm leading-relaxed text-ivory/70">{t(`process.steps.${step}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <a
        href={BRAND.phoneHref}
        className="mt-8 inline-flex items-center gap-2 rounded-sm text-sm font-medium text-gold-light hover:text-gold"
      >
        <Phone className="size-4" aria-hidden />
        {t('process.help', { phone: BRAND.phoneDisplay })}
      </a>
    </aside>
  );
}
