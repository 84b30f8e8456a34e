import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { AdminPageFrame } from '../../features/admin/components/admin-page-frame.tsx';
import { InvoicesView } from '../../features/admin-invoices/components/invoices-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /admin/invoices: the companies' monthly invoices (issue 38, decision 057). Admins only. */
export function Component() {
  const { t } = useTranslation('admin-invoices');
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
      <InvoicesView />
    </AdminPageFrame>
  );
}
