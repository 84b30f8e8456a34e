import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthCard, AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { AuthLinks } from '../../features/auth/components/auth-links.tsx';
import { SignupForm } from '../../features/auth/components/signup-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /signup: 'Create your account'; success signs the passenger in and goes home. */
export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signup.pageTitle'));
  const navigate = useNavigate();
  return (
    <AuthLayout wide>
      <AuthCard
        titleId="signup-title"
        eyebrow={t('signup.eyebrow')}
        title={t('signup.title')}
        lead={t('signup.lead')}
        footer={
          <AuthLinks
            items={[
              { prompt: t('links.haveAccount'), label: t('links.login'), to: '/login' },
              { prompt: t('links.wantToDrive'), label: t('links.apply'), to: '/driver-request' },
            ]}
          />
        }
      >
        <SignupForm onSignedUp={() => navigate('/', { replace: true })} />
      </AuthCard>
    </AuthLayout>
  );
}
