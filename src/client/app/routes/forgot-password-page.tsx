import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard, AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { AuthLinks } from '../../features/auth/components/auth-links.tsx';
import { CheckEmail } from '../../features/auth/components/check-email.tsx';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /forgot-password: email entry, then 'Check Your Email' (which can return to the form). */
export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('forgot.pageTitle'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthLayout>
      {sentTo ? (
        <CheckEmail email={sentTo} onRetry={() => setSentTo(null)} />
      ) : (
        <AuthCard
          titleId="forgot-title"
          eyebrow={t('forgot.eyebrow')}
          title={t('forgot.title')}
          lead={t('forgot.lead')}
          footer={<AuthLinks back={{ label: t('forgot.backToLogin'), to: '/auth' }} />}
        >
          <ForgotPasswordForm onSent={setSentTo} />
        </AuthCard>
      )}
    </AuthLayout>
  );
}
