import { useId } from 'react';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import { LoginForm } from './login-form.tsx';
import { SignupForm } from './signup-form.tsx';
import { SocialButtons } from './social-buttons.tsx';
import { Tabs } from './tabs.tsx';

/**
 * The /auth card: Login or Create Account tabs, "Continue with Google" (when configured; back to
 * `returnTo`) and the driver link. Account creation asks for the contact details a booking needs (name and
 * phone) as well as email and password.
 */
export function AccountCard({
  onSignedIn,
  returnTo,
}: {
  onSignedIn: (user: CurrentUser) => void;
  returnTo: string;
}) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl bg-white p-6 shadow-xl shadow-ink/5 ring-1 ring-ink/8 sm:p-8"
    >
      <h2 id={titleId} className="font-display text-3xl font-semibold text-ink">
        {t('booking.accountTitle')}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-stone">{t('booking.accountLead')}</p>
      <Tabs
        className="mt-6"
        label={t('booking.accountTitle')}
        items={[
          {
            value: 'login',
            label: t('booking.loginTab'),
            panel: <LoginForm variant="booking" onSignedIn={onSignedIn} />,
          },
          {
            value: 'signup',
            label: t('booking.signupTab'),
            panel: <SignupForm onSignedUp={onSignedIn} />,
          },
        ]}
      />
      <SocialButtons returnTo={returnTo} className="mt-8" />
      <p className="mt-8 border-t border-ink/8 pt-6 text-sm text-stone">
        <Link
          to="/driver-login"
          className="inline-flex items-center gap-1 rounded-sm font-semibold text-gold-dark underline-offset-4 hover:underline"
        >
          {t('booking.driverLink')}
          <ArrowRight className="size-3.5" aria-hidden />
        </Link>
      </p>
    </section>
  );
}
