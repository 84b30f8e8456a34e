import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard, AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { AuthLinks } from '../../features/auth/components/auth-links.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { SessionEndedAlert } from '../../features/auth/components/session-ended-alert.tsx';
import { afterDriverLogin } from '../../features/auth/lib/redirects.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /driver-login: the sign-in form for chauffeurs; success goes to the driver dashboard. */
export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('driverLogin.pageTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthLayout tone="driver">
      <AuthCard
        titleId="driver-login-title"
        eyebrow={t('driverLogin.eyebrow')}
        title={t('driverLogin.title')}
        lead={t('driverLogin.lead')}
        footer={
          <AuthLinks
            items={[
              { prompt: t('links.wantToDrive'), label: t('links.apply'), to: '/driver-request' },
              { prompt: t('links.invited'), label: t('links.invitation'), to: '/taxistas' },
              { prompt: t('links.passenger'), label: t('links.passengerLogin'), to: '/login' },
            ]}
            back={{ label: t('links.home'), to: '/' }}
          />
        }
      >
        <SessionEndedAlert />
        <LoginForm
          variant="driver"
          onSignedIn={(user) => navigate(afterDriverLogin(user, params.get('next')), { replace: true })}
        />
      </AuthCard>
    </AuthLayout>
  );
}
