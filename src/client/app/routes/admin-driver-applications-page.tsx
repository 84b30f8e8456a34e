import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../components/access/require-role.tsx';
import { AttentionBar } from '../../features/admin/components/attention-bar.tsx';
import { AdminApplicationsView } from '../../features/admin-applications/components/admin-applications-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /admin/driver-applications: admins review driver applications (the server checks every call too). */
export function Component() {
  const { t } = useTranslation('admin-applications');
  usePageTitle(t('pageTitle'));
  return (
    <RequireRole role="admin">
      {/* The back office's flags, as on /admin (issue 35). */}
      <div className="bg-ivory">
        <AttentionBar className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 lg:px-8" />
      </div>
      <AdminApplicationsView />
    </RequireRole>
  );
}
