import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { VehicleSelection } from '../../features/vehicle-selection/components/vehicle-selection.tsx';
import { loadBookingDraft, type BookingDraft } from '../../lib/booking-draft.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** A saved draft worth pricing: an object with a service type. */
function savedDraft(): BookingDraft | null {
  const draft = loadBookingDraft();
  return draft && typeof draft === 'object' && typeof draft.serviceType === 'string' && draft.serviceType
    ? draft
    : null;
}

/** /vehicle-selection/{serviceType}, step 2 of the booking: home when there is no saved booking. */
export function Component() {
  const { t } = useTranslation('vehicles');
  usePageTitle(t('pageTitle'));
  const { serviceType = '' } = useParams();
  const [draft] = useState(savedDraft);
  if (!draft) return <Navigate to="/" replace />;
  return <VehicleSelection key={serviceType} serviceType={serviceType} draft={draft} />;
}
