import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';

/** The specification's Thank You screen after a successful application, with Return to Home. */
export function ApplicationThankYou({ email }: { email: string }) {
  const { t } = useTranslation('driver-application');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    heading.current?.focus();
  }, []);
  return (
    <div className="flex justify-center bg-ivory px-4 py-12 sm:min-h-[calc(100vh-4.5rem)] sm:items-center sm:px-8 sm:py-16">
      <section
        aria-labelledby="driver-thank-you-title"
        className="w-full max-w-xl rounded-2xl bg-white p-8 text-center shadow-xl shadow-ink/5 ring-1 ring-ink/8 sm:p-12"
      >
        <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-gold/15 text-gold-dark">
          <CheckCircle2 className="size-8" aria-hidden />
        </span>
        <p className="eyebrow mt-6">{t('thankYou.eyebrow')}</p>
        <h1
          id="driver-thank-you-title"
          ref={heading}
          tabIndex={-1}
          className="mt-2 font-display text-5xl font-semibold text-ink outline-none"
        >
          {t('thankYou.title')}
        </h1>
        <p className="mt-4 text-base leading-relaxed text-ink/80">{t('thankYou.body', { email })}</p>
        <p className="mt-3 text-sm leading-relaxed text-stone">{t('thankYou.next')}</p>
        <ButtonLink to="/" size="lg" className="mt-8">
          {t('thankYou.home')}
        </ButtonLink>
      </section>
    </div>
  );
}
