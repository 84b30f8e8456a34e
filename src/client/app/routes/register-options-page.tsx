import { useTranslation } from 'react-i18next';
import { AuthCard, AuthLayout } from '../../features/auth/components/auth-layout.tsx';
import { AuthLinks } from '../../features/auth/components/auth-links.tsx';
import { RegisterOptions } from '../../features/auth/components/register-options.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /register-options: passenger or driver account. */
export function Component() {
  const { t } = useTranslation('auth');
  usePageTitle(t('options.pageTitle'));
  return (
    <AuthLayout>
      <AuthCard
        titleId="register-options-title"
        eyebrow={t('options.eyebrow')}
        title={t('options.title')}
        lead={t('options.lead')}
        footer={
          <AuthLinks items={[{ prompt: t('links.booking'), label: t('links.bookingAuth'), to: '/auth' }]} />
        }
      >
        <RegisterOptions />
      </AuthCard>
    </AuthLayout>
  );
}
