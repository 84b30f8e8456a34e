import { useTranslation } from 'react-i18next';
import { JoinView } from '../../features/company-portal/components/join-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /company/join?token=: an emailed invitation to a company's account (decision 056); no sign-in needed. */
export function Component() {
  const { t } = useTranslation('company-portal');
  usePageTitle(t('join.pageTitle'));
  return <JoinView />;
}
