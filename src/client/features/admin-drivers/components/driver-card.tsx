import { Ban, Car, Eye, Mail, MapPin, Moon, Phone, Play, RotateCcw, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDriver } from '../../../../shared/contracts/admin-drivers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { DriversFormat } from '../hooks/use-drivers-format.ts';
import { driverActions, type DriverAction } from '../lib/drivers.ts';
import { AvailabilityBadge } from './availability-badge.tsx';

const ACTION_ICONS = { suspend: Ban, reinstate: RotateCcw, setAvailable: Play, setOffline: Moon };

interface DriverCardProps {
  driver: AdminDriver;
  f: DriversFormat;
  now: Date;
  busy: boolean;
  onDetails: (driver: AdminDriver, from: HTMLElement) => void;
  onAction: (driver: AdminDriver, action: DriverAction) => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-2.5">
      <dt className="mt-0.5 shrink-0 text-gold-dark">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-sm break-words text-ink/85">{children}</dd>
    </div>
  );
}

/** One driver: the specification's fields (name, status, email, phone, vehicle type, rating) and more. */
export function DriverCard({ driver: d, f, now, busy, onDetails, onAction }: DriverCardProps) {
  const { t } = useTranslation('admin-drivers');
  const rating = f.rating(d.rating);
  const titleId = `driver-${d.id}-name`;
  const seen = d.lastLocation ? (f.ago(d.lastLocation.at, now) ?? t('card.justNow')) : null;
  return (
    <article
      aria-labelledby={titleId}
      data-driver-id={d.id}
      data-availability={d.availability}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/8"
    >
      <header className="flex items-start gap-3">
        <span
          aria-hidden
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-ink font-display text-lg font-semibold text-gold"
        >
          {initials(d.name)}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="truncate font-display text-xl leading-tight font-semibold text-ink">
            {d.name}
          </h3>
          <p className="text-xs font-semibold tracking-[0.14em] text-stone uppercase">
            {t(`vehicleTypes.${d.vehicleType}`)}
          </p>
        </div>
        <AvailabilityBadge state={d.availability} />
      </header>

      <p className="flex items-center gap-1.5 text-sm" data-testid="driver-rating">
        <Star className={rating ? 'size-4 fill-gold text-gold' : 'size-4 text-stone/60'} aria-hidden />
        {rating ? (
          <>
            <span className="font-semibold text-ink tabular-nums">{rating}</span>{' '}
            <span className="text-stone">{t('card.ratingCount', { count: d.ratingCount })}</span>
          </>
        ) : (
          <span className="text-stone">{t('card.noRatings')}</span>
        )}
      </p>

      <dl className="grid gap-2">
        <Row icon={<Mail className="size-4" aria-hidden />} label={t('card.email')}>
          <a href={`mailto:${d.email}`} className="hover:text-gold-dark hover:underline">
            {d.email}
          </a>
        </Row>
        <Row icon={<Phone className="size-4" aria-hidden />} label={t('card.phone')}>
          {d.phone ? (
            <a
              href={`tel:${d.phone.replace(/[^\d+]/g, '')}`}
              className="hover:text-gold-dark hover:underline"
            >
              {d.phone}
            </a>
          ) : (
            <span className="text-stone">{t('card.noPhone')}</span>
          )}
        </Row>
        <Row icon={<Car className="size-4" aria-hidden />} label={t('card.vehicle')}>
          {[d.vehicleColor, d.vehicle].filter(Boolean).join(' ')} ·{' '}
          <span className="font-mono text-xs tracking-wider" data-testid="driver-plate">
            {d.licensePlate}
          </span>
        </Row>
        <Row icon={<MapPin className="size-4" aria-hidden />} label={t('card.lastSeen')}>
          {seen ? t('card.seen', { when: seen }) : <span className="text-stone">{t('card.neverSeen')}</span>}
        </Row>
      </dl>

      <p className="text-xs text-stone">
        {t('card.trips', { count: d.tripsCompleted, formatted: f.count(d.tripsCompleted) })} ·{' '}
        {t('card.joined', { date: f.day(d.joinedAt) })}
      </p>

      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-ink/8 pt-4">
        <Button
          variant="dark"
          size="sm"
          onClick={(e) => onDetails(d, e.currentTarget)}
          aria-label={t('card.detailsFor', { name: d.name })}
        >
          <Eye className="size-4" aria-hidden />
          {t('card.details')}
        </Button>
        {driverActions(d).map((action) => {
          const Icon = ACTION_ICONS[action];
          return (
            <Button
              key={action}
              variant={action === 'suspend' ? 'ghost' : 'outline'}
              size="sm"
              disabled={busy}
              data-action={action}
              aria-label={t(`actions.${action}For`, { name: d.name })}
              className={action === 'suspend' ? 'text-danger hover:bg-danger/8' : undefined}
              onClick={() => onAction(d, action)}
            >
              {busy ? (
                <Spinner className="[&>span:first-child]:size-4" />
              ) : (
                <Icon className="size-4" aria-hidden />
              )}
              {t(`actions.${action}`)}
            </Button>
          );
        })}
      </div>
    </article>
  );
}
