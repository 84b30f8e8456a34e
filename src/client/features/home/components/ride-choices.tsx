import { CarFront, Gem } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatWholeDollars } from '../../../booking/lib/booking-format.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { usePackagePrices, useVehicles } from '../../../lib/catalog-queries.ts';

interface RideChoicesProps {
  /** The package of the draft (a wedding tier, an event, an hourly package, a route). */
  packageId: string | undefined;
  /** The English name a marketing page stored, for a package the server does not list. */
  packageName: string | undefined;
  /** Hours the package covers, when it covers hours (shown for packages that do not ask for them). */
  showHours: boolean;
  /** A vehicle a link or the fleet page asked for (the vehicle step marks it). */
  vehicleId: string | null;
}

/**
 * What a Book button or a link chose, shown on the ride form: the package with its hours and price, and
 * the vehicle asked for.
 */
export function RideChoices({ packageId, packageName, showHours, vehicleId }: RideChoicesProps) {
  const { t } = useTranslation('home');
  const lang = useContentLanguage();
  const prices = usePackagePrices();
  const vehicles = useVehicles();
  const pkg = packageId ? prices.data?.packages.find((p) => p.id === packageId) : undefined;
  const vehicle = vehicleId ? vehicles.data?.find((v) => v.id === vehicleId) : undefined;
  if (!packageId && !vehicle) return null;
  const name = packageId
    ? t(`widget.packages.${packageId}`, { defaultValue: packageName ?? pkg?.name ?? packageId })
    : '';
  const price = pkg && formatWholeDollars(pkg.price, lang);
  return (
    <ul className="grid gap-2" data-testid="ride-choices">
      {packageId && (
        <li
          className="flex min-w-0 items-start gap-3 rounded-xl bg-ink px-4 py-3 text-ivory"
          data-testid="ride-package"
        >
          <Gem className="mt-0.5 size-4 shrink-0 text-gold-light" aria-hidden />
          <div className="min-w-0 text-sm">
            <p className="text-[0.6875rem] font-semibold tracking-[0.16em] text-ivory/70 uppercase">
              {t('widget.choices.package')}
            </p>
            <p className="font-semibold [overflow-wrap:anywhere]">{name}</p>
            {(price || (showHours && pkg?.hours)) && (
              <p className="text-ivory/75">
                {[
                  showHours && pkg?.hours ? t('widget.hoursOption', { count: pkg.hours }) : null,
                  price ? t('widget.choices.from', { price }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            )}
          </div>
        </li>
      )}
      {vehicle && (
        <li
          className="flex min-w-0 items-start gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-gold/30"
          data-testid="ride-vehicle"
        >
          <CarFront className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
          <div className="min-w-0 text-sm">
            <p className="text-[0.6875rem] font-semibold tracking-[0.16em] text-stone uppercase">
              {t('widget.choices.vehicle')}
            </p>
            <p className="font-semibold [overflow-wrap:anywhere]">{vehicle.name}</p>
            <p className="text-stone">{t('widget.choices.vehicleNote')}</p>
          </div>
        </li>
      )}
    </ul>
  );
}
