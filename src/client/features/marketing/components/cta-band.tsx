import { Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BRAND } from '../../../../shared/brand.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** Closing band of a marketing page: a title, a line, the page's main action and the phone number. */
export function CtaBand({
  id,
  title,
  body,
  action,
}: {
  id: string;
  title: string;
  body: string;
  action: ReactNode;
}) {
  const { t } = useTranslation('marketing');
  return (
    <section aria-labelledby={id} className="bg-gold text-ink">
      <div className="container-page flex flex-col items-start gap-8 py-16 sm:py-20 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="font-display text-4xl leading-tight font-semibold text-balance">
            {title}
          </h2>
          <p className="mt-3 text-base leading-relaxed text-ink/80">{body}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {action}
          <a
            href={BRAND.phoneHref}
            className={buttonClasses('outline', 'lg', 'border-ink/40 whitespace-nowrap hover:border-ink')}
          >
            <Phone className="size-4" aria-hidden />
            {t('shared.call', { phone: BRAND.phoneDisplay })}
          </a>
        </div>
      </div>
    </section>
  );
}
