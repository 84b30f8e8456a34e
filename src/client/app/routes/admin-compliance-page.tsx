import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../components/access/require-role.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { ComplianceView } from '../../features/admin-compliance/components/compliance-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /admin/compliance: the chauffeurs' and cars' New York documents (issue 37). Admins only. */
export function Component() {
  const { t } = useTranslation('admin-compliance');
  usePageTitle(t('pageTitle'));
  return (
    <RequireRole role="admin">
      <div className="min-h-screen bg-ivory">
        <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-4 px-4 pt-8 pb-16 sm:px-6 lg:px-8">
          <header className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <p className="text-xs font-semibold tracking-[0.2em] text-gold-dark uppercase">
                {t('eyebrow')}
              </p>
              <h1 className="mt-1 font-display text-3xl font-semibold text-ink">{t('pageTitle')}</h1>
              <p className="mt-1 max-w-2xl text-sm text-ink/65">{t('lead')}</p>
            </div>
            <ButtonLink to="/admin" variant="outline" size="sm">
              {t('back')}
            </ButtonLink>
          </header>
          <ComplianceView />
        </div>
      </div>
    </RequireRole>
  );
}
