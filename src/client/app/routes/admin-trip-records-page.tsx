import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../components/access/require-role.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { BaseSettingsCard } from '../../features/admin-trip-records/components/base-settings-card.tsx';
import { TripRecordsView } from '../../features/admin-trip-records/components/trip-records-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /admin/compliance/trip-records: the base's TLC identity and a month's TLC trip records (issue 37): the check,
 * the file's download and the month's past submissions. Admins only.
 */
export function Component() {
  const { t } = useTranslation('admin-trip-records');
  usePageTitle(t('pageTitle'));
  return (
    <RequireRole role="admin">
      <div className="min-h-screen bg-ivory">
        <div className="mx-auto grid max-w-5xl grid-cols-[minmax(0,1fr)] gap-6 px-4 pt-8 pb-16 sm:px-6">
          <header className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <p className="text-xs font-semibold tracking-[0.2em] text-gold-dark uppercase">
                {t('eyebrow')}
              </p>
              <h1 className="mt-1 font-display text-3xl font-semibold text-ink">{t('pageTitle')}</h1>
              <p className="mt-1 max-w-2xl text-sm text-ink/65">{t('lead')}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              <ButtonLink to="/admin/compliance" variant="outline" size="sm">
                {t('backCompliance')}
              </ButtonLink>
              <ButtonLink to="/admin" variant="outline" size="sm">
                {t('backAdmin')}
              </ButtonLink>
            </div>
          </header>
          <BaseSettingsCard />
          <TripRecordsView />
        </div>
      </div>
    </RequireRole>
  );
}
