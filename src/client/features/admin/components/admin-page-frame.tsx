import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../../components/access/require-role.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * A back-office page of its own (the dispatch board, Compliance, TLC trip records): admins only, the eyebrow, the
 * page's heading and lead, its links back on the right, then the page.
 */
export function AdminPageFrame({
  eyebrow,
  title,
  lead,
  actions,
  width = 'max-w-7xl gap-4',
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  actions: ReactNode;
  /** The page column's Tailwind max-width and gap classes (`cn` does not merge: give both). */
  width?: string;
  children: ReactNode;
}) {
  return (
    <RequireRole role="admin">
      <div className="min-h-screen bg-ivory">
        <div className={cn('mx-auto grid grid-cols-[minmax(0,1fr)] px-4 pt-8 pb-16 sm:px-6', width)}>
          <header className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <p className="text-xs font-semibold tracking-[0.2em] text-gold-dark uppercase">{eyebrow}</p>
              <h1 className="mt-1 font-display text-3xl font-semibold text-ink">{title}</h1>
              <p className="mt-1 max-w-2xl text-sm text-ink/65">{lead}</p>
            </div>
            <div className="flex flex-wrap gap-2">{actions}</div>
          </header>
          {children}
        </div>
      </div>
    </RequireRole>
  );
}

/** The back-office pages whose namespace words the frame the same way (eyebrow, pageTitle, lead, back). */
type SectionNamespace = 'admin-compliance' | 'admin-companies' | 'admin-invoices';

/**
 * A back-office section page (Compliance, Companies, Invoices): the frame worded by the section's own namespace, its
 * title as the page's, and one link back to the back office.
 */
export function AdminSectionPage({ ns, children }: { ns: SectionNamespace; children: ReactNode }) {
  const { t } = useTranslation(ns);
  usePageTitle(t('pageTitle'));
  return (
    <AdminPageFrame
      eyebrow={t('eyebrow')}
      title={t('pageTitle')}
      lead={t('lead')}
      width="max-w-7xl gap-4 lg:px-8"
      actions={
        <ButtonLink to="/admin" variant="outline" size="sm">
          {t('back')}
        </ButtonLink>
      }
    >
      {children}
    </AdminPageFrame>
  );
}
