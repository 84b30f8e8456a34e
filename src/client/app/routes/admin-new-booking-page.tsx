import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../components/access/require-role.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { NewBookingForm } from '../../features/admin-reservations/components/new-booking-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /admin/bookings/new: dispatch takes a booking by phone or email (decision 045). Admins only. */
export function Component() {
  const { t } = useTranslation('admin-reservations');
  usePageTitle(t('pageTitle'));
  return (
    <RequireRole role="admin">
      <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="font-serif text-3xl text-ink">{t('pageTitle')}</h1>
            <p className="text-stone">{t('lead')}</p>
          </div>
          <ButtonLink to="/admin" variant="outline" size="sm">
            {t('back')}
          </ButtonLink>
        </div>
        <NewBookingForm />
      </div>
    </RequireRole>
  );
}
