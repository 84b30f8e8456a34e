import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthCard, AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { VerifyEmailStatus } from '../../features/auth/components/verify-email-status.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /verify-email?token=…: the link of the verification email sent at sign-up. */
export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('verify.pageTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  return (
    <AuthLayout>
      <AuthCard titleId="verify-title" eyebrow={t('verify.eyebrow')} title={t('verify.title')}>
        <VerifyEmailStatus token={token} />
      </AuthCard>
    </AuthLayout>
  );
}
