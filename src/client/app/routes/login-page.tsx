import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard, AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { AuthLinks } from '../../features/auth/components/auth-links.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { FormAlert } from '../../features/auth/components/form-alert.tsx';
import { SessionEndedAlert } from '../../features/auth/components/session-ended-alert.tsx';
import { SocialButtons } from '../../features/auth/components/social-buttons.tsx';
import { afterLogin, googleErrorCode, safeNextPath } from '../../features/auth/lib/redirects.ts';
import { BRAND } from '../../../shared/brand.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /login and /auth/login: username-or-email sign-in; then ?next= (same-site only) or the role's home.
 * "Continue with Google" (when configured) comes back here with ?error=<code> when it was refused.
 */
export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.pageTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const message = useErrorText();
  const googleError = googleErrorCode(params.get('error'));
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
        {googleError && (
          <FormAlert className="mb-6" title={t('login.googleRefused')}>
            {message({ code: googleError, params: { phone: BRAND.phoneDisplay } })}
          </FormAlert>
        )}
        <SessionEndedAlert />
        <LoginForm
          variant="account"
          onSignedIn={(user) => navigate(afterLogin(user, params.get('next')), { replace: true })}
        />
        <SocialButtons returnTo={safeNextPath(params.get('next')) ?? '/'} className="mt-8" />
      </AuthCard>
    </AuthLayout>
  );
}
