import { useTranslation } from 'react-i18next';
import { CtaBand } from '../cta-band.tsx';
import { BookStartButton } from './book-start-button.tsx';

/** Closing band of /fleet: Book Now (booking start) and the phone number. */
export function FleetCta() {
  const { t } = useTranslation('company');
  return (
    <CtaBand
      id="fleet-cta-title"
      title={t('fleet.cta.title')}
      body={t('fleet.cta.body')}
      action={<BookStartButton variant="dark" size="lg" />}
    />
  );
}
