import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../components/access/require-role.tsx';
import { DriverDashboard } from '../../features/driver-dashboard/components/driver-dashboard.tsx';
import { DriverStatements } from '../../features/settlements/components/driver-statements.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /driver/dashboard: drivers only (others are told whose page it is; signed out goes to /driver-login). */
export function Component() {
  const { t } = useTranslation('driver-dashboard');
  usePageTitle(t('metaTitle'));
  return (
    <RequireRole role="driver">
      <DriverDashboard earningsPanel={<DriverStatements />} />
    </RequireRole>
  );
}
