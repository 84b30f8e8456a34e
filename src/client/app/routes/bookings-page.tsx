import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AccountGate } from '../../features/account/components/account-gate.tsx';
import { BookingsView } from '../../features/account/components/bookings-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /bookings: the customer's booking history (?status=&period= keep the filters, through sign-in too). */
export function Component() {
  const { t } = useTranslation('account');
  const { search } = useLocation();
  usePageTitle(t('history.title'));
  return <AccountGate next={`/bookings${search}`}>{() => <BookingsView />}</AccountGate>;
}
