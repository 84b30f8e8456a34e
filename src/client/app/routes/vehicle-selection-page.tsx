import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import {
  VehicleSelection,
  VehicleSelectionFrame,
} from '../../features/vehicle-selection/components/vehicle-selection.tsx';
import { useBookingDraft } from '../../booking/lib/booking-draft.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { renderingFrame } from '../frame.ts';

/** /vehicle-selection/{serviceType}, step 2 of the booking: home when there is no saved booking. */
export function Component() {
  const { t } = useTranslation('vehicles');
  usePageTitle(t('pageTitle'));
  const { serviceType = '' } = useParams();
  const draft = useBookingDraft();
  if (renderingFrame()) return <VehicleSelectionFrame serviceType={serviceType} />;
  if (!draft) return <Navigate to="/" replace />;
  return <VehicleSelection key={serviceType} serviceType={serviceType} draft={draft} />;
}
