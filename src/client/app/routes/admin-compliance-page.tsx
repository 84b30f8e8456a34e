import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { AdminPageFrame } from '../../features/admin/components/admin-page-frame.tsx';
import { ComplianceView } from '../../features/admin-compliance/components/compliance-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /admin/compliance: the chauffeurs' and cars' New York documents (issue 37). Admins only. */
export function Component() {
  const { t } = useTranslation('admin-compliance');
  usePageTitle(t('pageTitle'));
  return (
    <AdminPageFrame
      eyebrow={t('eyebrow')}
      title={t('pageTitle')}
      lead={t('lead')}
      width="max-w-7xl gap-4 lg:px-8"
      actions={
        <ButtonLink to="/admin" variant="outline" size="sm">
          {t('back')}
        </ButtonLink>
      }
    >
      <ComplianceView />
    </AdminPageFrame>
  );
}
