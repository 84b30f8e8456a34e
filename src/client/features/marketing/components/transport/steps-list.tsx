import { useTranslation } from 'react-i18next';

/** A numbered "how it works" list read from `<prefix>.<key>.title|body` in `transport`. */
export function StepsList({ prefix, steps }: { prefix: string; steps: readonly string[] }) {
  const { t } = useTranslation('transport');
  return (
    <ol className="grid gap-10 md:grid-cols-3 md:gap-8">
      {steps.map((key, i) => (
        <li key={key} className="relative">
          <div className="flex items-center gap-4">
            <span
              aria-hidden
              className="inline-flex size-14 shrink-0 items-center justify-center rounded-full border border-gold/50 font-display text-3xl font-semibold text-gold-dark lining-nums"
            >
              {i + 1}
            </span>
            {i < steps.length - 1 && <span aria-hidden className="hidden h-px flex-1 bg-gold/40 md:block" />}
          </div>
          <h3 className="mt-6 font-display text-2xl leading-tight font-semibold text-ink">
            <span className="sr-only">{t('common.stepLabel', { n: i + 1 })}: </span>
            {t(`${prefix}.${key}.title`)}
          </h3>
          <p className="mt-2 max-w-sm text-sm leading-relaxed text-stone">{t(`${prefix}.${key}.body`)}</p>
        </li>
      ))}
    </ol>
  );
}
