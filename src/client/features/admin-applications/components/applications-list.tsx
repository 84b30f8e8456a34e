import { CalendarDays, Car, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DriverApplication } from '../../../../shared/contracts/drivers.ts';
import type { ApplicationActions } from '../hooks/use-application-actions.ts';
import { useAdminFormat } from '../hooks/use-admin-format.ts';
import { fullName, invitationState, vehicleLabel } from '../lib/applications.ts';
import { ApplicationRowActions, type DialogKind } from './application-row-actions.tsx';
import { ApplicationStatusBadge, InvitationStateBadge } from './application-status-badge.tsx';

interface ApplicationsListProps {
  applications: DriverApplication[];
  actions: ApplicationActions;
  now: Date;
  onOpen: (kind: DialogKind, id: string, opener: HTMLElement) => void;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

function CodeLine({ application: a, now }: { application: DriverApplication; now: Date }) {
  const state = invitationState(a, now);
  if (a.status !== 'approved' || (!a.invitationCode && !state)) return null;
  return (
    <span className="mt-1.5 flex flex-wrap items-center gap-1.5">
      {a.invitationCode && (
        <span className="font-mono text-xs tracking-wider text-ink" data-testid="row-code">
          {a.invitationCode}
        </span>
      )}
      {state && state !== 'active' && <InvitationStateBadge state={state} />}
    </span>
  );
}

/** A table on wide screens; cards on phones and tablets (the same actions in both). */
export function ApplicationsList({ applications, actions, now, onOpen, labelledBy }: ApplicationsListProps) {
  const { t } = useTranslation('admin-applications');
  const f = useAdminFormat();
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/8 lg:block">
        <table className="w-full table-fixed text-left text-sm" aria-labelledby={labelledBy}>
          <caption className="sr-only">{t('table.caption')}</caption>
          <thead className="border-b border-ink/8 bg-ivory/70">
            <tr className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
              <th scope="col" className="w-[14%] px-5 py-3.5">
                {t('table.name')}
              </th>
              <th scope="col" className="w-[17%] px-3 py-3.5">
                {t('table.email')}
              </th>
              <th scope="col" className="w-[15%] px-3 py-3.5">
                {t('table.vehicle')}
              </th>
              <th scope="col" className="w-[11%] px-3 py-3.5">
                {t('table.status')}
              </th>
              <th scope="col" className="w-[10%] px-3 py-3.5">
                {t('table.date')}
              </th>
              <th scope="col" className="w-[33%] py-3.5 pr-5 pl-3 text-right">
                {t('table.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/6">
            {applications.map((a) => (
              <tr
                key={a.id}
                data-application-id={a.id}
                data-status={a.status}
                className="align-top transition-colors hover:bg-ivory/50"
              >
                <th scope="row" className="px-5 py-4 font-normal">
                  <span className="block font-semibold break-words text-ink">{fullName(a)}</span>
                  <span className="mt-0.5 block text-xs text-stone tabular-nums">{a.phone}</span>
                </th>
                <td className="px-3 py-4">
                  <a
                    href={`mailto:${a.email}`}
                    className="block break-all text-ink underline-offset-4 hover:text-gold-dark hover:underline"
                    title={a.email}
                  >
                    {a.email}
                  </a>
                </td>
                <td className="px-3 py-4">
                  <span className="block text-ink">{vehicleLabel(a)}</span>
                  <span className="mt-0.5 block text-xs text-stone">
                    {t(`options.vehicleType.${a.vehicleType}`, { defaultValue: a.vehicleType })} ·{' '}
                    <span className="font-mono">{a.licensePlate}</span>
                  </span>
                </td>
                <td className="px-3 py-4">
                  <ApplicationStatusBadge status={a.status} />
                  <CodeLine application={a} now={now} />
                </td>
                <td className="px-3 py-4">
                  <span className="block text-ink tabular-nums">{f.day(a.createdAt)}</span>
                  <span className="mt-0.5 block text-xs text-stone tabular-nums">{f.time(a.createdAt)}</span>
                </td>
                <td className="py-4 pr-5 pl-3">
                  <ApplicationRowActions
                    application={a}
                    actions={actions}
                    now={now}
                    onOpen={onOpen}
                    className="justify-end"
                    compact
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-4 md:grid-cols-2 lg:hidden" aria-labelledby={labelledBy}>
        {applications.map((a) => {
          const titleId = `application-${a.id}-name`;
          return (
            <li key={a.id}>
              <article
                aria-labelledby={titleId}
                data-application-id={a.id}
                data-status={a.status}
                className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/8"
              >
                <div className="flex items-start justify-between gap-3 px-5 pt-5">
                  <div className="min-w-0">
                    <h3
                      id={titleId}
                      className="font-display text-2xl leading-tight font-semibold break-words text-ink"
                    >
                      {fullName(a)}
                    </h3>
                    <CodeLine application={a} now={now} />
                  </div>
                  <ApplicationStatusBadge status={a.status} />
                </div>
                <dl className="grid flex-1 gap-2.5 px-5 pt-4 pb-5 text-sm">
                  <div className="flex min-w-0 items-center gap-2.5">
                    <dt>
                      <Mail className="size-4 text-gold-dark" aria-hidden />
                      <span className="sr-only">{t('table.email')}</span>
                    </dt>
                    <dd className="min-w-0 break-all text-ink">{a.email}</dd>
                  </div>
                  <div className="flex items-center gap-2.5">
                    <dt>
                      <Phone className="size-4 text-gold-dark" aria-hidden />
                      <span className="sr-only">{t('details.fields.phone')}</span>
                    </dt>
                    <dd className="text-ink tabular-nums">{a.phone}</dd>
                  </div>
                  <div className="flex items-start gap-2.5">
                    <dt>
                      <Car className="mt-0.5 size-4 text-gold-dark" aria-hidden />
                      <span className="sr-only">{t('table.vehicle')}</span>
                    </dt>
                    <dd className="text-ink">
                      {vehicleLabel(a)}
                      <span className="text-stone">
                        {' '}
                        · {t(`options.vehicleType.${a.vehicleType}`, { defaultValue: a.vehicleType })} ·{' '}
                        <span className="font-mono">{a.licensePlate}</span>
                      </span>
                    </dd>
                  </div>
                  <div className="flex items-center gap-2.5">
                    <dt>
                      <CalendarDays className="size-4 text-gold-dark" aria-hidden />
                      <span className="sr-only">{t('table.date')}</span>
                    </dt>
                    <dd className="text-ink">{f.dayTime(a.createdAt)}</dd>
                  </div>
                </dl>
                <ApplicationRowActions
                  application={a}
                  actions={actions}
                  now={now}
                  onOpen={onOpen}
                  className="border-t border-ink/6 bg-ivory/50 px-4 py-3"
                />
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}
