import { Plane } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatWholeDollars } from '../../../booking/lib/booking-format.ts';
import type { AirportServiceSelection } from '../../../booking/lib/draft-types.ts';
import { zoneKey } from '../../../booking/lib/airport-places.ts';
import { Field, Select } from '../../../components/ui/form-field.tsx';
import { usePackagePrices } from '../../../lib/catalog-queries.ts';
import type { ErrorLike } from '../../../lib/error-text.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { airportPackageId } from '../lib/ride-packages.ts';

interface AirportCardProps {
  selection: AirportServiceSelection;
  terminal: string;
  zone: string;
  onTerminal: (terminal: string) => void;
  onZone: (zone: string) => void;
  /** The fixed pickup and destination (the chosen terminal's and area's addresses), '' until chosen. */
  pickupAddress: string;
  destinationAddress: string;
  terminalError?: ErrorLike;
  zoneError?: ErrorLike;
  /** Leave the airport card for a ride of one's own. */
  onLeave: () => void;
}

/**
 * The customer document's airport card: the airport package's name, from and to, its price (the package's,
 * from GET /api/packages, before the vehicle step), a terminal dropdown for the pickup airport, a Manhattan
 * area dropdown, and the fixed read-only pickup and destination they give.
 */
export function AirportCard({
  selection,
  terminal,
  zone,
  onTerminal,
  onZone,
  pickupAddress,
  destinationAddress,
  terminalError,
  zoneError,
  onLeave,
}: AirportCardProps) {
  const { t } = useTranslation('home');
  const lang = useContentLanguage();
  const prices = usePackagePrices();
  const pkg = prices.data?.packages.find((p) => p.id === airportPackageId(selection.id));
  const price = pkg && formatWholeDollars(pkg.price, lang);
  const code = selection.pickupAirport.toLowerCase();
  const name = t(`widget.airport.names.${code}`, { defaultValue: selection.name });
  const zoneName = (z: string) => {
    const key = zoneKey(z);
    return key ? t(`widget.airport.zones.${key}`) : z;
  };
  const fixed =
    'block w-full min-w-0 truncate rounded-lg border border-dashed border-ink/20 bg-ivory-deep/60 px-4 py-3 text-base text-ink';

  return (
    <section
      aria-labelledby="airport-card-title"
      data-testid="airport-card"
      className="grid min-w-0 gap-4 rounded-xl border border-gold/40 bg-white p-4 sm:p-5"
    >
      <div className="flex min-w-0 items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-ink text-gold-light">
            <Plane className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-[0.18em] text-stone uppercase">
              {t('widget.airport.eyebrow')}
            </p>
            <h3 id="airport-card-title" className="font-display text-xl leading-tight font-semibold">
              {name}
            </h3>
          </div>
        </div>
        <p className="shrink-0 text-right" data-testid="airport-price">
          <span className="block text-[0.6875rem] font-semibold tracking-[0.16em] text-stone uppercase">
            {t('widget.airport.from')}
          </span>
          {price ? (
            <span className="font-display text-2xl leading-none font-semibold text-ink">{price}</span>
          ) : (
            <span aria-hidden className="inline-block h-6 w-14 animate-pulse rounded bg-ink/10" />
          )}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="min-w-0">
          <dt className="text-xs text-stone">{t('widget.airport.fromLabel')}</dt>
          <dd className="font-semibold">{selection.pickupAirport}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-stone">{t('widget.airport.toLabel')}</dt>
          <dd className="font-semibold">{t('widget.airport.manhattan')}</dd>
        </div>
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('widget.airport.terminal')} error={terminalError}>
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              value={terminal}
              onChange={(e) => onTerminal(e.currentTarget.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            >
              <option value="">{t('widget.airport.terminalPlaceholder')}</option>
              {selection.airportZones.map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('widget.airport.zone')} error={zoneError}>
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              value={zone}
              onChange={(e) => onZone(e.currentTarget.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            >
              <option value="">{t('widget.airport.zonePlaceholder')}</option>
              {selection.destinationZones.map((z) => (
                <option key={z} value={z}>
                  {zoneName(z)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label={t('widget.pickup')} hint={t('widget.airport.fixedHint')}>
        {({ id, describedBy }) => (
          <input
            id={id}
            readOnly
            aria-readonly
            aria-describedby={describedBy}
            value={pickupAddress}
            placeholder={t('widget.airport.pickupPending')}
            className={fixed}
          />
        )}
      </Field>
      <Field label={t('widget.destination')}>
        {({ id }) => (
          <input
            id={id}
            readOnly
            aria-readonly
            value={destinationAddress}
            placeholder={t('widget.airport.destinationPending')}
            className={fixed}
          />
        )}
      </Field>
      <button
        type="button"
        onClick={onLeave}
        className="justify-self-start rounded-sm text-sm font-semibold text-gold-dark underline-offset-4 hover:underline"
      >
        {t('widget.airport.leave')}
      </button>
    </section>
  );
}
