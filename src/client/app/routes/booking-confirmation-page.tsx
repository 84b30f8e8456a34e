import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmationProblem } from '../../features/confirmation/components/confirmation-problem.tsx';
import { ConfirmationView } from '../../features/confirmation/components/confirmation-view.tsx';
import { confirmationRef } from '../../features/confirmation/lib/confirmation-params.ts';
import { readConfirmation } from '../../booking/lib/booking-draft.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /booking-confirmation?number=…[&token=…], else the booking checkout just confirmed (kept in storage). */
export function Component() {
  const { t } = useTranslation('confirmation');
  usePageTitle(t('pageTitle'));
  const [params] = useSearchParams();
  const access = useMemo(() => confirmationRef(params, readConfirmation()), [params]);
  if (!access) return <ConfirmationProblem kind="notFound" />;
  return <ConfirmationView key={`${access.number}-${access.token ?? ''}`} access={access} />;
}
