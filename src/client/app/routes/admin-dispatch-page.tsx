import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { AdminPageFrame } from '../../features/admin/components/admin-page-frame.tsx';
import { AttentionBar } from '../../features/admin/components/attention-bar.tsx';
import { DispatchBoardView } from '../../features/admin-dispatch/components/dispatch-board-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /admin/dispatch: the dispatch board of a day (issue 36). Admins only. */
export function Component() {
  const { t } = useTranslation('admin-dispatch');
  usePageTitle(t('pageTitle'));
  return (
    <AdminPageFrame
      eyebrow={t('eyebrow')}
      title={t('pageTitle')}
      lead={t('lead')}
      width="max-w-[100rem] gap-4"
      actions={
        <ButtonLink to="/admin" variant="outline" size="sm">
          {t('back')}
        </ButtonLink>
      }
    >
      <AttentionBar />
      <DispatchBoardView />
    </AdminPageFrame>
  );
}
