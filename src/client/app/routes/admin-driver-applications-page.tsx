import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../components/access/require-role.tsx';
import { AdminApplicationsView } from '../../features/admin-applications/components/admin-applications-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /admin/driver-applications: admins review driver applications (the server checks every call too). */
export function Component() {
  const { t } = useTranslation('admin-applications');
  usePageTitle(t('pageTitle'));
  return (
    <RequireRole role="admin">
      <AdminApplicationsView />
    </RequireRole>
  );
}
