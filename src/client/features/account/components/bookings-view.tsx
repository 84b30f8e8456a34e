import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { BookingHistory } from './booking-history.tsx';

/** /bookings: hero, then the history. */
export function BookingsView() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHero
        size="compact"
        id="bookings-title"
        eyebrow={t('history.eyebrowHero')}
        title={t('history.title')}
        lead={t('history.lead')}
        actions={
          <>
            <Link to="/dashboard" className={buttonClasses('outline-light')}>
              {t('history.dashboard')}
            </Link>
            <Link to="/" className={buttonClasses('primary')}>
              <Plus className="size-4" aria-hidden />
              {t('history.book')}
            </Link>
          </>
        }
      />
      <BookingHistory />
    </>
  );
}
