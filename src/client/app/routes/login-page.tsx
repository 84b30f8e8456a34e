import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard, AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { AuthLinks } from '../../features/auth/components/auth-links.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { SocialButtons } from '../../features/auth/components/social-buttons.tsx';
import { afterLogin } from '../../features/auth/lib/redirects.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /login and /auth/login: username-or-email sign-in; then ?next= (same-site only) or the role's home. */
export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.pageTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthLayout>
      <AuthCard
        titleId="login-title"
        eyebrow={t('login.eyebrow')}
        title={t('login.title')}
        lead={t('login.lead')}
        footer={
          <AuthLinks
            items={[
              { prompt: t('links.newHere'), label: t('links.signup'), to: '/signup' },
              { prompt: t('links.chauffeur'), label: t('links.driverLogin'), to: '/driver-login' },
            ]}
            back={{ label: t('links.home'), to: '/' }}
          />
        }
      >
        <LoginForm
          variant="account"
          onSignedIn={(user) => navigate(afterLogin(user, params.get('next')), { replace: true })}
        />
        <div className="mt-8">
          <SocialButtons />
        </div>
      </AuthCard>
    </AuthLayout>
  );
}
