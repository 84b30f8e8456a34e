import { useTranslation } from 'react-i18next';
import { AccountGate } from '../../features/account/components/account-gate.tsx';
import { DashboardView } from '../../features/account/components/dashboard-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /dashboard: the signed-in customer's dashboard. */
export function Component() {
  const { t } = useTranslation('account');
  usePageTitle(t('dashboard.metaTitle'));
  return <AccountGate next="/dashboard">{(user) => <DashboardView user={user} />}</AccountGate>;
}
