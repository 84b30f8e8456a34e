import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../../../../shared/domain/audit.ts';
import { useAuditLog } from '../api/admin-ops.ts';
import { useUrlFilters } from '../hooks/use-url-filters.ts';
import { AUDIT_FILTERS, isFiltered } from '../lib/filters.ts';
import { AuditCard, AuditRow } from './audit-entry.tsx';
import {
  ClearButton,
  DateFilter,
  FilterBar,
  FilterSelect,
  ListState,
  Pager,
  RangeText,
  SearchBox,
} from './ops-ui.tsx';

/**
 * Audit log: every admin action, newest first — when, who, what, on which record, and the record before and
 * after (the keys that changed, on demand). Filtered by action, record type, admin, record id or booking
 * number and New York dates, all in the address; a table on wide screens, cards on phones.
 */
export function AuditTab() {
  const { t } = useTranslation('admin-ops');
  const { filters, change, clear } = useUrlFilters(AUDIT_FILTERS);
  const query = useAuditLog(filters);
  const filtered = isFiltered(AUDIT_FILTERS, filters);
  const actors = query.data?.actors ?? [];
  const actorMissing = filters.actorId && !actors.some((a) => a.id === filters.actorId);

  return (
    <div className="grid gap-5" data-testid="audit-tab">
      <div>
        <h2 className="font-display text-2xl font-semibold text-ink sm:text-3xl">{t('audit.title')}</h2>
        <p className="mt-1 max-w-3xl text-sm text-ink/65">{t('audit.lead')}</p>
      </div>
      <FilterBar className="grid-cols-2 lg:grid-cols-6">
        <FilterSelect
          label={t('audit.fields.action')}
          className="col-span-2 sm:col-span-1"
          value={filters.action}
          onChange={(e) => change({ action: e.target.value })}
        >
          <option value="">{t('audit.allActions')}</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {t(`audit.actions.${a}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('audit.fields.entityType')}
          className="col-span-2 sm:col-span-1"
          value={filters.entityType}
          onChange={(e) => change({ entityType: e.target.value })}
        >
          <option value="">{t('audit.allEntities')}</option>
          {AUDIT_ENTITIES.map((e) => (
            <option key={e} value={e}>
              {t(`audit.entities.${e}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('audit.fields.admin')}
          className="col-span-2 sm:col-span-1"
          value={filters.actorId}
          onChange={(e) => change({ actorId: e.target.value })}
        >
          <option value="">{t('audit.allAdmins')}</option>
          {actors.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
          {actorMissing && <option value={filters.actorId}>{t('audit.formerAdmin')}</option>}
        </FilterSelect>
        <SearchBox
          label={t('audit.fields.record')}
          placeholder={t('audit.recordPlaceholder')}
          value={filters.entityId}
          onSearch={(entityId) => change({ entityId })}
          className="col-span-2 sm:col-span-1 lg:col-span-3"
        />
        <DateFilter label={t('audit.from')} value={filters.from} onChange={(from) => change({ from })} />
        <DateFilter label={t('audit.to')} value={filters.to} onChange={(to) => change({ to })} />
        {filtered && <ClearButton onClear={clear} />}
      </FilterBar>

      <ListState
        query={query}
        count={(d) => d.entries.length}
        loadingLabel={t('audit.loading')}
        loadError={t('audit.loadError')}
        emptyTitle={t('audit.emptyTitle')}
        emptyBody={filtered ? t('audit.emptyFiltered') : t('audit.empty')}
        onClear={filtered ? clear : undefined}
      >
        {(data) => (
          <div className="grid gap-4">
            <RangeText page={filters.page} total={data.total} fetching={query.isFetching} />
            <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/8 lg:block">
              <table className="w-full table-fixed text-left text-sm">
                <caption className="sr-only">{t('audit.caption')}</caption>
                <thead className="border-b border-ink/8 bg-ivory/70">
                  <tr className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
                    <th scope="col" className="w-[12%] px-5 py-3.5">
                      {t('audit.fields.time')}
                    </th>
                    <th scope="col" className="w-[13%] px-3 py-3.5">
                      {t('audit.fields.admin')}
                    </th>
                    <th scope="col" className="w-[15%] px-3 py-3.5">
                      {t('audit.fields.action')}
                    </th>
                    <th scope="col" className="w-[13%] px-3 py-3.5">
                      {t('audit.fields.record')}
                    </th>
                    <th scope="col" className="w-[32%] px-3 py-3.5">
                      {t('audit.fields.summary')}
                    </th>
                    <th scope="col" className="w-[15%] py-3.5 pr-5 pl-3 text-right">
                      {t('audit.fields.changes')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink/6">
                  {data.entries.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="grid gap-4 md:grid-cols-2 lg:hidden" aria-label={t('audit.caption')}>
              {data.entries.map((entry) => (
                <li key={entry.id}>
                  <AuditCard entry={entry} />
                </li>
              ))}
            </ul>
            <Pager page={filters.page} total={data.total} onPage={(page) => change({ page })} />
          </div>
        )}
      </ListState>
    </div>
  );
}
