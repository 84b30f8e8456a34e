import {
  Baby,
  CalendarClock,
  Car,
  CreditCard,
  Flag,
  Languages,
  Mail,
  MapPin,
  MessageSquareText,
  Phone,
  Plane,
  Repeat,
  Route as RouteIcon,
  User,
  UserCheck,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdminBookingDetail } from '../../../../shared/contracts/admin-bookings.ts';
import { DetailRow } from '../../../components/ui/detail-row.tsx';
import { useBookingFormat } from '../hooks/use-booking-format.ts';
import { priceLineLabel } from '../../../../shared/domain/price-line-labels.ts';
import { Chip, DetailSection, MoneyLine } from './detail-parts.tsx';
import { DoorAddress } from '../../../booking/components/door-address.tsx';

const icon = 'size-4';

/** Everything the customer entered, the driver, the price and the payment of one booking. */
export function BookingDetailBody({ booking: b }: { booking: AdminBookingDetail }) {
  const { t } = useTranslation('admin-bookings');
  const f = useBookingFormat();
  const extras = [
    b.meetAndGreet && t('detail.meetAndGreet'),
    b.childSeat && t('detail.childSeat'),
    b.extraStop && t('detail.extraStop'),
  ].filter(Boolean);
  const net = Math.round((b.totalAmount - b.refundedAmount) * 100) / 100;

  return (
    <>
      <DetailSection title={t('detail.customer')} testId="detail-customer">
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailRow icon={<User className={icon} aria-hidden />} label={t('detail.name')}>
            {b.customerName} <Chip tone="neutral">{t(`detail.accountKinds.${b.account}`)}</Chip>
          </DetailRow>
          <DetailRow icon={<Mail className={icon} aria-hidden />} label={t('detail.email')}>
            <a
              className="underline-offset-4 hover:text-gold-dark hover:underline"
              href={`mailto:${b.customerEmail}`}
            >
              {b.customerEmail}
            </a>
          </DetailRow>
          <DetailRow icon={<Phone className={icon} aria-hidden />} label={t('detail.phone')}>
            {b.customerPhone ? (
              <a
                className="tabular-nums underline-offset-4 hover:text-gold-dark hover:underline"
                href={`tel:${b.customerPhone.replace(/[^\d+]/g, '')}`}
              >
                {b.customerPhone}
              </a>
            ) : (
              <span className="text-stone">{t('detail.none')}</span>
            )}
          </DetailRow>
          {b.passenger && (
            <DetailRow icon={<User className={icon} aria-hidden />} label={t('detail.passenger')}>
              <span data-testid="detail-passenger">
                {[b.passenger.name, b.passenger.phone, b.passenger.email].filter(Boolean).join(' · ')}
              </span>
            </DetailRow>
          )}
          <DetailRow icon={<Languages className={icon} aria-hidden />} label={t('detail.language')}>
            {t(`detail.languages.${b.language}`)}
          </DetailRow>
        </dl>
      </DetailSection>

      <DetailSection title={t('detail.ride')} testId="detail-ride">
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailRow icon={<Flag className={icon} aria-hidden />} label={t('detail.service')} wide>
            {f.service(b)}
            {b.packageName && ` · ${f.packageName(b) ?? ''}`}
            {b.hours !== null && ` · ${t('detail.hours', { count: b.hours })}`}
          </DetailRow>
          <DetailRow icon={<MapPin className={icon} aria-hidden />} label={t('detail.pickupAddress')} wide>
            <DoorAddress address={b.pickupAddress} pinned={b.pickupPinned} nearest={b.pickupNearest} />
          </DetailRow>
          {b.extraStop && (
            <DetailRow
              icon={<MapPin className={icon} aria-hidden />}
              label={t('detail.extraStopAddress')}
              wide
            >
              {b.extraStopAddress ?? t('detail.none')}
            </DetailRow>
          )}
          <DetailRow icon={<MapPin className={icon} aria-hidden />} label={t('detail.destination')} wide>
            <DoorAddress
              address={b.destinationAddress}
              pinned={b.destinationPinned}
              nearest={b.destinationNearest}
            />
          </DetailRow>
          <DetailRow icon={<CalendarClock className={icon} aria-hidden />} label={t('detail.pickupTime')}>
            {f.dayTime(b.pickupDateTime)}
          </DetailRow>
          <DetailRow icon={<Repeat className={icon} aria-hidden />} label={t('detail.returnTrip')}>
            {b.returnTrip ? f.dayTime(b.returnDateTime) || t('detail.yes') : t('detail.no')}
          </DetailRow>
          {(b.distanceMiles !== null || b.durationMinutes !== null) && (
            <DetailRow icon={<RouteIcon className={icon} aria-hidden />} label={t('detail.distance')}>
              {[
                b.distanceMiles !== null && t('detail.miles', { count: b.distanceMiles }),
                b.durationMinutes !== null && t('detail.minutes', { count: b.durationMinutes }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </DetailRow>
          )}
          <DetailRow icon={<Car className={icon} aria-hidden />} label={t('detail.vehicle')}>
            {b.vehicleName}
          </DetailRow>
          <DetailRow icon={<Plane className={icon} aria-hidden />} label={t('detail.flight')}>
            {b.flightNumber ?? <span className="text-stone">{t('detail.none')}</span>}
          </DetailRow>
          <DetailRow icon={<Baby className={icon} aria-hidden />} label={t('detail.extras')}>
            {extras.length ? extras.join(' · ') : <span className="text-stone">{t('detail.none')}</span>}
          </DetailRow>
          <DetailRow
            icon={<MessageSquareText className={icon} aria-hidden />}
            label={t('detail.specialRequests')}
            wide
          >
            {b.specialRequests ? (
              <span className="whitespace-pre-line">{b.specialRequests}</span>
            ) : (
              <span className="text-stone">{t('detail.none')}</span>
            )}
          </DetailRow>
        </dl>
      </DetailSection>

      {b.driverName && (
        <DetailSection title={t('detail.driver')} testId="detail-driver">
          <dl className="grid gap-4 sm:grid-cols-2">
            <DetailRow icon={<UserCheck className={icon} aria-hidden />} label={t('detail.name')}>
              {b.driverName}
            </DetailRow>
            <DetailRow icon={<Phone className={icon} aria-hidden />} label={t('detail.phone')}>
              {b.driverPhone ?? t('detail.none')}
            </DetailRow>
            <DetailRow icon={<Car className={icon} aria-hidden />} label={t('detail.driverVehicle')} wide>
              {[b.driverVehicle, b.driverPlate].filter(Boolean).join(' · ') || t('detail.none')}
            </DetailRow>
          </dl>
        </DetailSection>
      )}

      <div className="grid gap-6 sm:grid-cols-2">
        <DetailSection title={t('detail.price')} testId="detail-price">
          <dl>
            {b.priceLines.map((line, i) => (
              <MoneyLine
                key={`${line.code}-${i}`}
                label={priceLineLabel(line, f.lang)}
                amount={f.money(line.amount)}
              />
            ))}
            <MoneyLine label={t('detail.subtotal')} amount={f.money(b.subtotal)} />
            <MoneyLine
              label={t('detail.tax', { rate: f.percent(b.taxRatePercent) })}
              amount={f.money(b.tax)}
            />
            <MoneyLine
              label={t('detail.total')}
              amount={f.money(b.totalAmount)}
              strong
              testId="detail-total"
            />
            {b.refundedAmount > 0 && (
              <>
                <MoneyLine
                  label={t('detail.refunded')}
                  amount={`−${f.money(b.refundedAmount)}`}
                  tone="refund"
                />
                <MoneyLine label={t('detail.net')} amount={f.money(net)} strong />
              </>
            )}
          </dl>
        </DetailSection>

        <DetailSection title={t('detail.payment')} testId="detail-payment">
          <dl className="grid gap-3">
            <DetailRow icon={<CreditCard className={icon} aria-hidden />} label={t('detail.method')}>
              {b.payment.method ?? <span className="text-stone">{t('detail.unpaid')}</span>}
              {b.payment.provider && <span className="text-stone"> · {b.payment.provider}</span>}
            </DetailRow>
            <DetailRow icon={<CalendarClock className={icon} aria-hidden />} label={t('detail.paidAt')}>
              {f.dayTime(b.payment.paidAt) || <span className="text-stone">{t('detail.unpaid')}</span>}
            </DetailRow>
          </dl>
          {/* The intent and the refunds after the <dl> (it may hold only dt/dd groups: axe definition-list). */}
          <div className="mt-3 grid gap-3">
            {b.payment.intentId && (
              <p className="font-mono text-[0.6875rem] break-all text-stone" title={t('detail.intent')}>
                {b.payment.intentId}
              </p>
            )}
            {b.refunds.map((r, i) => (
              <div
                key={`${r.at}-${i}`}
                className="rounded-xl bg-rose-50/60 p-3 text-sm ring-1 ring-rose-600/15"
                data-testid="detail-refund"
              >
                <p className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-ink">
                    {t('detail.refundOf', { amount: f.money(r.amount) })}
                  </span>
                  <Chip tone={r.status === 'succeeded' ? 'good' : r.status === 'failed' ? 'bad' : 'wait'}>
                    {t(`detail.refundStatus.${r.status}`)}
                  </Chip>
                </p>
                <p className="mt-1 text-xs text-stone">
                  {t('detail.refundBy', {
                    name: r.by ?? t('detail.system'),
                    at: f.dayTime(r.at),
                  })}
                </p>
                {r.reason && <p className="mt-1 text-xs text-ink/80">{r.reason}</p>}
              </div>
            ))}
          </div>
        </DetailSection>
      </div>
    </>
  );
}
