import { Car, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BookingSummary } from '../../../../shared/contracts/bookings.ts';
import { telHref } from '../../../booking/lib/assigned-driver.ts';
import { cn } from '../../../components/ui/cn.ts';

type DriverFields = Pick<BookingSummary, 'driverName' | 'driverPhone' | 'driverVehicle' | 'driverPlate'>;

/**
 * The assigned chauffeur as the customer needs them at the kerb: name, a phone number that dials (tel:),
 * and the car with its plate. Renders nothing until a chauffeur is assigned.
 */
export function DriverContact({
  booking,
  tone = 'light',
  className,
}: {
  booking: DriverFields;
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const { t } = useTranslation('account');
  const { driverName: name, driverPhone: phone, driverVehicle: vehicle, driverPlate: plate } = booking;
  if (!name) return null;
  const dark = tone === 'dark';
  return (
    <span className={cn('grid min-w-0 gap-1', className)} data-testid="driver-contact">
      <span className={cn('font-semibold', dark ? 'text-ivory' : 'text-ink')} data-testid="driver-name">
        {name}
      </span>
      {phone && (
        <a
          href={telHref(phone)}
          aria-label={t('driver.call', { name, phone })}
          data-testid="driver-phone"
          className={cn(
            'inline-flex w-fit items-center gap-1.5 font-semibold underline-offset-4 hover:underline',
            dark ? 'text-gold-light' : 'text-gold-dark',
          )}
        >
          <Phone className="size-3.5 shrink-0" aria-hidden />
          {phone}
        </a>
      )}
      {(vehicle || plate) && (
        <span
          className={cn(
            'flex flex-wrap items-center gap-x-2 gap-y-1',
            dark ? 'text-ivory/85' : 'text-ink/85',
          )}
          data-testid="driver-vehicle"
        >
          <Car className={cn('size-3.5 shrink-0', dark ? 'text-gold' : 'text-gold-dark')} aria-hidden />
          {vehicle && <span>{vehicle}</span>}
          {plate && (
            <span
              className={cn(
                'rounded border px-1.5 py-px font-mono text-xs font-semibold tracking-wider uppercase',
                dark ? 'border-ivory/40 text-ivory' : 'border-ink/25 bg-ivory text-ink',
              )}
              data-testid="driver-plate"
            >
              <span className="sr-only">{t('driver.plate', { plate })}</span>
              <span aria-hidden>{plate}</span>
            </span>
          )}
        </span>
      )}
    </span>
  );
}
