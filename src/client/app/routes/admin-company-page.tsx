import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { AdminPageFrame } from '../../features/admin/components/admin-page-frame.tsx';
import { useCompany } from '../../features/admin-companies/api/companies.ts';
import { CompanyFormView } from '../../features/admin-companies/components/company-form.tsx';
import { CompanyMembers } from '../../features/admin-companies/components/company-members.tsx';
import { CompanyStatusChip } from '../../features/admin-companies/components/company-status-chip.tsx';
import { useCents } from '../../features/admin-companies/lib/format.ts';
import { useErrorText } from '../../lib/error-text.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /admin/companies/new (no id) and /admin/companies/{id}: the company's form, and for an existing one its balance
 * and its members and invitations (issue 38). Admins only.
 */
export function Component() {
  const { t } = useTranslation('admin-companies');
  const errorText = useErrorText();
  const cents = useCents();
  const { id } = useParams();
  const companyId = id ?? null;
  const company = useCompany(companyId);
  const c = company.data;
  usePageTitle(companyId ? (c?.legalName ?? t('detail.title')) : t('detail.newTitle'));

  const back = (
    <ButtonLink to="/admin/companies" variant="outline" size="sm" data-testid="back-to-companies">
      {t('detail.back')}
    </ButtonLink>
  );

  if (!companyId) {
    return (
      <AdminPageFrame
        eyebrow={t('eyebrow')}
        title={t('detail.newTitle')}
        lead={t('detail.newLead')}
        actions={back}
        width="max-w-5xl gap-4 lg:px-8"
      >
        <CompanyFormView company={null} />
      </AdminPageFrame>
    );
  }

  return (
    <AdminPageFrame
      eyebrow={t('eyebrow')}
      title={c?.legalName ?? t('detail.title')}
      lead={t('detail.lead')}
      actions={back}
      width="max-w-5xl gap-4 lg:px-8"
    >
      {company.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : !c ? (
        <LoadFailure
          message={errorText(company.error) ?? t('detail.loadError')}
          onRetry={() => void company.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <>
          <dl
            className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8 sm:grid-cols-4 sm:p-5"
            data-testid="company-figures"
          >
            <div className="col-span-2 sm:col-span-1">
              <dt className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
                {t('list.status')}
              </dt>
              <dd className="mt-1">
                <CompanyStatusChip status={c.status} holdReason={c.holdReason} />
              </dd>
            </div>
            <div>
              <dt className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
                {t('list.balance')}
              </dt>
              <dd className="mt-1 text-lg font-semibold text-ink tabular-nums" data-testid="company-balance">
                {cents(c.balanceCents)}
              </dd>
            </div>
            <div>
              <dt className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
                {t('detail.overdue')}
              </dt>
              <dd
                className={`mt-1 text-lg font-semibold tabular-nums ${c.overdueCents > 0 ? 'text-danger' : 'text-ink'}`}
                data-testid="company-overdue"
              >
                {cents(c.overdueCents)}
                {c.overdueCount > 0 && (
                  <span className="block text-xs font-medium">
                    {t('detail.overdueInvoices', { count: c.overdueCount })}
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
                {t('list.creditLimit')}
              </dt>
              <dd className="mt-1 text-lg font-semibold text-ink tabular-nums">
                {cents(c.creditLimitCents)}
              </dd>
            </div>
          </dl>
          {/* One form per company: another company's page starts its own. */}
          <CompanyFormView key={c.id} company={c} />
          <CompanyMembers companyId={c.id} />
        </>
      )}
    </AdminPageFrame>
  );
}
