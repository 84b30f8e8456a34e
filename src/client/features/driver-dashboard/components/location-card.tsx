import { AlertTriangle, LocateFixed, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import type { DriverLocationState } from '../hooks/use-driver-location.ts';
import { useDriverFormat } from '../hooks/use-driver-format.ts';

/** The current-location card: latitude and longitude to 6 decimals, the time, Update Location, the alerts. */
export function LocationCard({ location }: { location: DriverLocationState }) {
  const { t } = useTranslation('driver-dashboard');
  const f = useDriverFormat();
  const { position, problem, locating, refresh } = location;
  return (
    <section
      aria-labelledby="location-title"
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/8 sm:p-6"
      data-testid="location-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h2
          id="location-title"
          className="flex items-center gap-2 font-display text-2xl font-semibold text-ink"
        >
          <MapPin className="size-5 text-gold-dark" aria-hidden />
          {t('location.title')}
        </h2>
        {position && (
          <span className="relative mt-2 flex size-2.5" aria-hidden>
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-500 opacity-60" />
            <span className="relative inline-flex size-2.5 rounded-full bg-emerald-600" />
          </span>
        )}
      </div>
      {position ? (
        <div>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-xl bg-ivory px-3 py-2.5">
              <dt className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
                {t('location.latitude')}
              </dt>
              <dd className="font-mono text-base font-semibold text-ink tabular-nums" data-testid="latitude">
                {f.coordinate(position.latitude)}
              </dd>
            </div>
            <div className="rounded-xl bg-ivory px-3 py-2.5">
              <dt className="text-[0.6875rem] font-semibold tracking-[0.14em] text-stone uppercase">
                {t('location.longitude')}
              </dt>
              <dd className="font-mono text-base font-semibold text-ink tabular-nums" data-testid="longitude">
                {f.coordinate(position.longitude)}
              </dd>
            </div>
          </dl>
          <p className="mt-2 text-xs text-stone">{t('location.updatedAt', { time: f.clock(position.at) })}</p>
        </div>
      ) : (
        !problem && (
          <p className="text-sm text-stone">{locating ? t('location.waiting') : t('location.none')}</p>
        )
      )}
      {problem && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-xl bg-rose-50 px-3 py-2.5 text-sm text-rose-900 ring-1 ring-rose-600/20"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>
            {problem.kind === 'unsupported'
              ? t('location.unsupported')
              : t('location.error', { message: problem.message })}
          </p>
        </div>
      )}
      <Button variant="dark" className="mt-auto w-full" onClick={refresh} disabled={locating}>
        <LocateFixed className={locating ? 'size-4 animate-pulse' : 'size-4'} aria-hidden />
        {locating ? t('location.updating') : t('location.update')}
      </Button>
    </section>
  );
}
