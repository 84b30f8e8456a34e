import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../components/access/require-role.tsx';
import { DriverDashboard } from '../../features/driver-dashboard/components/driver-dashboard.tsx';
import { OfflineTripSheet } from '../../features/driver-dashboard/components/offline-trip-sheet.tsx';
import { DriverStatements } from '../../features/settlements/components/driver-statements.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /driver/dashboard: drivers only (others are told whose page it is; signed out goes to /driver-login). The
 * chauffeur's installable app (its manifest is linked on this page only; React puts the links in <head>); with
 * no connection, the trip sheet the service worker kept.
 */
export function Component() {
  const { t } = useTranslation('driver-dashboard');
  usePageTitle(t('metaTitle'));
  return (
    <>
      <link rel="manifest" href="/driver.webmanifest" />
      <link rel="apple-touch-icon" href="/icons/driver-192.png" />
      <RequireRole role="driver" unreachable={<OfflineTripSheet />}>
        <DriverDashboard earningsPanel={<DriverStatements />} />
      </RequireRole>
    </>
  );
}
