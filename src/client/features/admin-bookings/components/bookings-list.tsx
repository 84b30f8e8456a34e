import { AlertTriangle, Building2, CalendarClock, Car, Flag, MapPin, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBookingRow } from '../../../../shared/contracts/admin-bookings.ts';
import { useBookingFormat } from '../hooks/use-booking-format.ts';
import { AdminStatusBadge } from './admin-status-badge.tsx';
import { BookingRowActions, type RowHandlers } from './booking-row-actions.tsx';
import { DoorAddress } from '../../../booking/components/door-address.tsx';
import { complianceFlagText } from '../../../lib/compliance-flag.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';

interface BookingsListProps extends RowHandlers {
  bookings: AdminBookingRow[];
  /** The id of the heading that names the list. */
  labelledBy: string;
}

function Amount({ b }: { b: AdminBookingRow }) {
  const { t } = useTranslation('admin-bookings');
  const f = useBookingFormat();
  return (
    <>
      <span className="block font-semibold text-ink tabular-nums">{f.money(b.totalAmount)}</span>
      {b.refundedAmount > 0 ? (
        <span
          className="mt-0.5 block text-xs font-medium text-rose-800 tabular-nums"
          data-testid="row-refunded"
        >
          {t('list.refunded', { amount: f.money(b.refundedAmount) })}
        </span>
      ) : (
        !b.paidAt && <span className="mt-0.5 block text-xs text-stone">{t('list.unpaid')}</span>
      )}
    </>
  );
}

/**
 * Decision 32: the ride's chauffeur or car will not have a document current on its day. A small warning pill; its
 * title and its screen-reader text name the document ("Compliance: the car's insurance expired on Nov 30, 2026").
 */
function CompliancePill({ b }: { b: AdminBookingRow }) {
  const { t } = useTranslation('admin-bookings');
  const language = useContentLanguage();
  if (!b.complianceIssue) return null;
  const text = complianceFlagText(t, b.complianceIssue, language);
  return (
    <span
      data-testid="compliance-flag"
      data-document={b.complianceIssue.document}
      title={text}
      className="mt-1 inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-700/40"
    >
      <AlertTriangle aria-hidden className="size-3" />
      <span aria-hidden>{t('compliance.pill')}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}

/** Issue 38: the company the ride is booked under; a dash for a private ride. */
function CompanyCell({ b }: { b: AdminBookingRow }) {
  const { t } = useTranslation('admin-bookings');
  if (!b.company) {
    return (
      <span className="text-stone" data-testid="row-company">
        <span aria-hidden>—</span>
        <span className="sr-only">{t('list.noCompany')}</span>
      </span>
    );
  }
  return (
    <span className="block break-words text-ink" data-testid="row-company" data-company-id={b.company.id}>
      {b.company.legalName}
    </span>
  );
}

/** The chauffeur's stage (decision 28, shared tripStage on the server) once they set off; a dash before. */
function Stage({ b }: { b: AdminBookingRow }) {
  const { t } = useTranslation('admin-bookings');
  const shown = b.stage && b.stage !== 'accepted' && b.stage !== 'cancelled' ? b.stage : null;
  if (!shown) {
    return (
      <span className="text-stone" data-testid="row-stage">
        <span aria-hidden>—</span>
        <span className="sr-only">{t('list.noStage')}</span>
      </span>
    );
  }
  return (
    <span className="block text-xs font-medium text-ink" data-testid="row-stage" data-stage={shown}>
      {t(`detail.tripStages.${shown}`)}
    </span>
  );
}

function Route({ b }: { b: AdminBookingRow }) {
  const { t } = useTranslation('admin-bookings');
  return (
    <span className="grid gap-1">
      <span className="flex gap-2">
        <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-gold" />
        <span className="min-w-0 break-words text-ink">
          <span className="sr-only">{t('list.from')} </span>
          <DoorAddress address={b.pickupAddress} pinned={b.pickupPinned} />
        </span>
      </span>
      <span className="flex gap-2">
        <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full ring-2 ring-ink ring-inset" />
        <span className="min-w-0 break-words text-ink/80">
          <span className="sr-only">{t('list.to')} </span>
          <DoorAddress address={b.destinationAddress} pinned={b.destinationPinned} />
        </span>
      </span>
    </span>
  );
}

function CardRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 gap-2.5">
      <dt className="mt-0.5 text-gold-dark">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 flex-1 text-sm">{children}</dd>
    </div>
  );
}

/** A table from 1024 px; cards on phones and tablets, with the same actions. */
export function BookingsList({ bookings, labelledBy, ...handlers }: BookingsListProps) {
  const { t } = useTranslation('admin-bookings');
  const f = useBookingFormat();
  const th = 'px-3 py-3.5';
  return (
    <>
      <div className="hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/8 lg:block">
        <table
          className="w-full table-fixed text-left text-sm"
          aria-labelledby={labelledBy}
          data-testid="bookings-table"
        >
          <thead className="border-b border-ink/8 bg-ivory/70">
            <tr className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
              <th scope="col" className="w-[9%] py-3.5 pr-3 pl-5">
                {t('list.booking')}
              </th>
              <th scope="col" className={`w-[10%] ${th}`}>
                {t('list.customer')}
              </th>
              <th scope="col" className={`w-[7%] ${th}`}>
                {t('list.company')}
              </th>
              <th scope="col" className={`w-[12%] ${th}`}>
                {t('list.route')}
              </th>
              <th scope="col" className={`w-[8%] ${th}`}>
                {t('list.pickup')}
              </th>
              <th scope="col" className={`w-[9%] ${th}`}>
                {t('list.vehicle')}
              </th>
              <th scope="col" className={`w-[8%] ${th} text-right`}>
                {t('list.amount')}
              </th>
              <th scope="col" className={`w-[10%] ${th}`}>
                {t('list.status')}
              </th>
              <th scope="col" className={`w-[7%] ${th}`}>
                {t('list.stage')}
              </th>
              <th scope="col" className="w-[20%] py-3.5 pr-5 pl-3">
                {t('list.actions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/6">
            {bookings.map((b) => (
              <tr
                key={b.id}
                data-booking-id={b.id}
                data-booking-number={b.number}
                data-status={b.status}
                className="align-top transition-colors hover:bg-ivory/50"
              >
                <th scope="row" className="py-4 pr-3 pl-5 font-normal">
                  <span className="block font-mono text-[0.8125rem] font-semibold whitespace-nowrap text-ink">
                    {b.number}
                  </span>
                  <span className="mt-0.5 block text-xs break-words text-stone">{f.service(b)}</span>
                </th>
                <td className="px-3 py-4">
                  <span className="block font-medium break-words text-ink">{b.customerName}</span>
                  <a
                    href={`mailto:${b.customerEmail}`}
                    className="mt-0.5 block text-xs break-all text-stone underline-offset-4 hover:text-gold-dark hover:underline"
                    title={b.customerEmail}
                  >
                    {b.customerEmail}
                  </a>
                </td>
                <td className="px-3 py-4">
                  <CompanyCell b={b} />
                </td>
                <td className="px-3 py-4">
                  <Route b={b} />
                </td>
                <td className="px-3 py-4">
                  <span className="block text-ink tabular-nums">{f.day(b.pickupDateTime)}</span>
                  <span className="mt-0.5 block text-xs text-stone tabular-nums">
                    {f.time(b.pickupDateTime)}
                  </span>
                </td>
                <td className="px-3 py-4">
                  <span className="block break-words text-ink">{b.vehicleName}</span>
                  {b.driverName && (
                    <span className="mt-0.5 block text-xs break-words text-stone" data-testid="row-driver">
                      {t('list.driver', { name: b.driverName })}
                    </span>
                  )}
                  <CompliancePill b={b} />
                </td>
                <td className="px-3 py-4 text-right">
                  <Amount b={b} />
                </td>
                <td className="px-3 py-4">
                  <AdminStatusBadge status={b.status} />
                </td>
                <td className="px-3 py-4">
                  <Stage b={b} />
                </td>
                <td className="py-4 pr-5 pl-3">
                  <BookingRowActions booking={b} {...handlers} compact />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul
        className="grid gap-4 md:grid-cols-2 lg:hidden"
        aria-labelledby={labelledBy}
        data-testid="bookings-cards"
      >
        {bookings.map((b) => {
          const titleId = `booking-${b.id}-number`;
          return (
            <li key={b.id}>
              <article
                aria-labelledby={titleId}
                data-booking-id={b.id}
                data-booking-number={b.number}
                data-status={b.status}
                className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink/8"
              >
                <div className="flex items-start justify-between gap-3 px-4 pt-4">
                  <div className="min-w-0">
                    <h3 id={titleId} className="font-mono text-base font-semibold tracking-wide text-ink">
                      {b.number}
                    </h3>
                    <p className="text-xs text-stone">{f.service(b)}</p>
                    {b.company && (
                      <p
                        className="mt-1 flex items-center gap-1.5 text-xs font-medium text-ink/80"
                        data-testid="card-company"
                      >
                        <Building2 aria-hidden className="size-3.5 shrink-0 text-gold-dark" />
                        <span className="sr-only">{t('list.company')}: </span>
                        <span className="min-w-0 break-words">{b.company.legalName}</span>
                      </p>
                    )}
                  </div>
                  <AdminStatusBadge status={b.status} />
                </div>
                <dl className="grid flex-1 gap-2.5 px-4 pt-3 pb-4">
                  <CardRow icon={<User className="size-4" aria-hidden />} label={t('list.customer')}>
                    <span className="block font-medium text-ink">{b.customerName}</span>
                    <span className="block text-xs break-all text-stone">{b.customerEmail}</span>
                  </CardRow>
                  <CardRow icon={<MapPin className="size-4" aria-hidden />} label={t('list.route')}>
                    <Route b={b} />
                  </CardRow>
                  <CardRow icon={<CalendarClock className="size-4" aria-hidden />} label={t('list.pickup')}>
                    <span className="text-ink tabular-nums">{f.dayTime(b.pickupDateTime)}</span>
                  </CardRow>
                  <CardRow icon={<Flag className="size-4" aria-hidden />} label={t('list.stage')}>
                    <Stage b={b} />
                  </CardRow>
                  <CardRow icon={<Car className="size-4" aria-hidden />} label={t('list.vehicle')}>
                    <span className="text-ink">{b.vehicleName}</span>
                    {b.driverName && (
                      <span className="block text-xs text-stone">
                        {t('list.driver', { name: b.driverName })}
                      </span>
                    )}
                    <CompliancePill b={b} />
                  </CardRow>
                </dl>
                <div className="flex items-end justify-between gap-3 border-t border-ink/6 px-4 py-3">
                  <span className="text-xs font-semibold tracking-[0.14em] text-stone uppercase">
                    {t('list.amount')}
                  </span>
                  <span className="text-right text-base">
                    <Amount b={b} />
                  </span>
                </div>
                <BookingRowActions
                  booking={b}
                  {...handlers}
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
