import { useTranslation } from 'react-i18next';
import { AccountGate } from '../../features/account/components/account-gate.tsx';
import { CompanyPortalView } from '../../features/company-portal/components/company-portal-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /company: the company portal of a member (issue 38, decision 056): rides, members, invoices. */
export function Component() {
  const { t } = useTranslation('company-portal');
  usePageTitle(t('pageTitle'));
  return <AccountGate next="/company">{() => <CompanyPortalView />}</AccountGate>;
}
