import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DispatchBoard } from '../../../../shared/contracts/dispatch-board.ts';
import { usePublicConfig } from '../../../lib/catalog-queries.ts';
import { minutesAgo, nyTime } from '../lib/board-time.ts';

const Canvas = lazy(() => import('./board-map-canvas.tsx'));

/**
 * The board as a map: each chauffeur's last position with its age, and the day's pickups. Leaflet loads only
 * when this view opens; tiles come from /api/config. The same facts are listed beside it as text.
 */
export function BoardMap({ board }: { board: DispatchBoard }) {
  const { t, i18n } = useTranslation('admin-dispatch');
  const config = usePublicConfig();
  const now = Date.parse(board.now);
  const age = (at: string) => t('map.age', { count: minutesAgo(at, now) });
  const drivers = board.rows.flatMap((r) =>
    r.driver.position
      ? [{ ...r.driver.position, label: r.driver.name, detail: age(r.driver.position.at) }]
      : [],
  );
  const pickups = board.pickups.map((p) => ({
    lat: p.lat,
    lng: p.lng,
    label: `${p.number} · ${nyTime(p.pickupDateTime, i18n.language)} · ${p.driverName ?? t('timeline.unassigned')}`,
  }));
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_18rem]" data-testid="board-map">
      <section
        aria-label={t('map.label')}
        className="h-[60vh] min-h-80 overflow-hidden rounded-2xl bg-ivory-deep ring-1 ring-ink/10"
      >
        <Suspense fallback={null}>
          <Canvas drivers={drivers} pickups={pickups} tileUrl={config.data?.mapTileUrl || undefined} />
        </Suspense>
      </section>
      <div className="grid content-start gap-4 text-sm">
        <section>
          <h2 className="font-semibold text-ink">{t('map.chauffeurs')}</h2>
          <ul className="mt-1 grid gap-1" data-testid="map-chauffeurs">
            {board.rows.map((r) => (
              <li key={r.driver.id} className="flex justify-between gap-2">
                <span>{r.driver.name}</span>
                <span className="text-stone">
                  {r.driver.position ? age(r.driver.position.at) : t('map.never')}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="font-semibold text-ink">{t('map.pickups')}</h2>
          {pickups.length === 0 ? (
            <p className="text-stone">{t('map.noPickups')}</p>
          ) : (
            <ul className="mt-1 grid gap-1">
              {pickups.map((p) => (
                <li key={p.label}>{p.label}</li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
