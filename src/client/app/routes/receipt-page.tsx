import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AccountGate } from '../../features/account/components/account-gate.tsx';
import { ReceiptView } from '../../features/account/components/receipt-view.tsx';
import { receiptPath } from '../../features/account/lib/links.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /bookings/:id/receipt: the printable receipt of one of the customer's bookings. */
export function Component() {
  const { t } = useTranslation('account');
  const { id = '' } = useParams();
  usePageTitle(t('receipt.title'));
  return <AccountGate next={receiptPath(id)}>{() => <ReceiptView bookingId={id} />}</AccountGate>;
}
