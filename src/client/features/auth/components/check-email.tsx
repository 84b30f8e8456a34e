import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

interface CheckEmailProps {
  email: string;
  onRetry: () => void;
}

/** The "Check Your Email" state of /forgot-password. Its heading takes focus so the change is announced. */
export function CheckEmail({ email, onRetry }: CheckEmailProps) {
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="check-email-title"
      className="rounded-2xl bg-white p-6 text-center shadow-xl shadow-ink/5 ring-1 ring-ink/8 sm:p-10"
    >
      <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-gold/15 text-gold-dark">
        <MailCheck className="size-8" aria-hidden strokeWidth={1.5} />
      </span>
      <h1
        ref={heading}
        id="check-email-title"
        tabIndex={-1}
        className="mt-6 font-display text-4xl font-semibold text-ink"
      >
        {t('forgot.sentTitle')}
      </h1>
      <p className="mt-3 text-sm leading-relaxed text-stone sm:text-base">
        {t('forgot.sentBody', { email })}
      </p>
      <p className="mt-3 text-xs leading-relaxed text-stone">{t('forgot.sentHint')}</p>
      <div className="mt-8 grid gap-3">
        <Link to="/auth" className={buttonClasses('dark', 'lg', 'w-full')}>
          {t('forgot.backToLogin')}
        </Link>
        <button
          type="button"
          onClick={onRetry}
          className="rounded-sm text-sm font-semibold text-gold-dark underline-offset-4 hover:underline"
        >
          {t('forgot.tryAgain')}
        </button>
      </div>
    </section>
  );
}
