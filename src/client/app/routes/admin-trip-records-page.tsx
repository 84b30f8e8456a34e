import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { AdminPageFrame } from '../../features/admin/components/admin-page-frame.tsx';
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
    <AdminPageFrame
      eyebrow={t('eyebrow')}
      title={t('pageTitle')}
      lead={t('lead')}
      width="max-w-5xl gap-6"
      actions={
        <>
          <ButtonLink to="/admin/compliance" variant="outline" size="sm">
            {t('backCompliance')}
          </ButtonLink>
          <ButtonLink to="/admin" variant="outline" size="sm">
            {t('backAdmin')}
          </ButtonLink>
        </>
      }
    >
      <BaseSettingsCard />
      <TripRecordsView />
    </AdminPageFrame>
  );
}
