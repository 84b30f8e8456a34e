import { useTranslation } from 'react-i18next';
import { CtaBand } from '../cta-band.tsx';
import { BookStartButton } from './book-start-button.tsx';

/** Closing band of /about: Book Now (booking start) and the call link. */
export function AboutCta() {
  const { t } = useTranslation('company');
  return (
    <CtaBand
      id="about-cta-title"
      title={t('about.cta.title')}
      body={t('about.cta.body')}
      action={<BookStartButton variant="dark" size="lg" />}
    />
  );
}
