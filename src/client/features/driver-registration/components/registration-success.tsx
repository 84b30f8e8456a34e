import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';

const NEXT = ['location', 'requests', 'earnings'] as const;

/** Step 3: registered and signed in; the dashboard is one button away, home one link. */
export function RegistrationSuccess({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('driver-registration');
  return (
    <section
      aria-labelledby="registration-success-title"
      data-testid="registration-success"
      className="mx-auto max-w-2xl rounded-2xl bg-white p-8 text-center shadow-xl shadow-ink/5 ring-1 ring-ink/8 sm:p-12"
    >
      <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-gold/15 text-gold-dark">
        <CheckCircle2 className="size-8" aria-hidden />
      </span>
      <h2 id="registration-success-title" className="mt-6 font-display text-4xl font-semibold text-ink">
        {t('success.title', { name: user.firstName })}
      </h2>
      <p className="mt-3 text-base leading-relaxed text-ink/80">
        <Trans
          t={t}
          i18nKey="success.body"
          values={{ email: user.email }}
          components={{ email: <span className="font-semibold [overflow-wrap:anywhere] text-ink" /> }}
        />
      </p>
      <ol className="mx-auto mt-8 grid max-w-md gap-3 text-left">
        {NEXT.map((key, i) => (
          <li key={key} className="flex gap-3 rounded-xl bg-ivory px-4 py-3 text-sm text-ink/80">
            <span
              aria-hidden
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full border border-gold/60 text-xs font-semibold text-gold-dark"
            >
              {i + 1}
            </span>
            {t(`success.next.${key}`)}
          </li>
        ))}
      </ol>
      <div className="mt-10 flex flex-col items-center gap-4">
        <ButtonLink to="/driver/dashboard" size="lg" data-testid="go-dashboard" className="w-full sm:w-auto">
          {t('success.dashboard')}
          <ArrowRight className="size-4" aria-hidden />
        </ButtonLink>
        <Link
          to="/"
          className="rounded-sm text-sm font-medium text-gold-dark underline-offset-4 hover:underline"
        >
          {t('success.home')}
        </Link>
      </div>
    </section>
  );
}
