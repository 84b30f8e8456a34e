import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmationProblem } from '../../features/confirmation/components/confirmation-problem.tsx';
import { ConfirmationView } from '../../features/confirmation/components/confirmation-view.tsx';
import type { PayForm } from '../../features/confirmation/components/tip-card.tsx';
import { DifferencePayment } from '../../features/checkout/components/difference-payment.tsx';
import { confirmationRef } from '../../features/confirmation/lib/confirmation-params.ts';
import { readConfirmation } from '../../booking/lib/booking-draft.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** A tip due paid on the page with the checkout's card form (as the /pay page does). */
const payForm: PayForm = ({ payment, confirm }) => (
  <DifferencePayment payment={payment} customerName={payment.customerName} confirm={confirm} />
);

/** /booking-confirmation?number=…[&token=…], else the booking checkout just confirmed (kept in storage). */
export function Component() {
  const { t } = useTranslation('confirmation');
  usePageTitle(t('pageTitle'));
  const [params] = useSearchParams();
  const access = useMemo(() => confirmationRef(params, readConfirmation()), [params]);
  if (!access) return <ConfirmationProblem kind="notFound" />;
  return (
    <ConfirmationView key={`${access.number}-${access.token ?? ''}`} access={access} payForm={payForm} />
  );
}
