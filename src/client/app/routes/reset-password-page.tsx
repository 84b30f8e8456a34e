import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard, AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { AuthLinks } from '../../features/auth/components/auth-links.tsx';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /reset-password?token=…: a new password; success goes to /auth after 3 s. */
export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.pageTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const toLogin = useCallback(() => navigate('/auth'), [navigate]);
  return (
    <AuthLayout>
      <AuthCard
        titleId="reset-title"
        eyebrow={t('reset.eyebrow')}
        title={t('reset.title')}
        lead={t('reset.lead')}
        footer={<AuthLinks back={{ label: t('forgot.backToLogin'), to: '/auth' }} />}
      >
        <ResetPasswordForm token={token} onDone={toLogin} />
      </AuthCard>
    </AuthLayout>
  );
}
