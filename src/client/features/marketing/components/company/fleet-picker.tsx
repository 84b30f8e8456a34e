import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vehicle } from '../../../../../shared/contracts/catalog.ts';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { useVehicles } from '../../../../lib/catalog-queries.ts';
import { FleetPickerSkeleton } from './fleet-picker-skeleton.tsx';
import { LoadFailure } from '../../../../components/ui/load-failure.tsx';
import { VehicleShowcase } from './vehicle-showcase.tsx';
import { VehicleTab } from './vehicle-tab.tsx';

const PANEL_ID = 'fleet-vehicle-panel';
const tabId = (v: Vehicle) => `fleet-tab-${v.id}`;

/**
 * The vehicle picker: the five catalogue vehicles as tabs (arrow keys, Home and End move and select),
 * the selected one shown large with its Book Now.
 */
export function FleetPicker() {
  const { t } = useTranslation('company');
  const vehicles = useVehicles();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  const list = vehicles.data ?? [];
  const selected = list.find((v) => v.id === selectedId) ?? list[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!selected) return;
    const index = list.indexOf(selected);
    const last = list.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const target = next === null ? undefined : list[next];
    if (!target) return;
    event.preventDefault();
    setSelectedId(target.id);
    tabs.current.get(target.id)?.focus();
  }

  return (
    <section aria-labelledby="fleet-picker-title" className="bg-ivory py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="fleet-picker-title"
          eyebrow={t('fleet.picker.eyebrow')}
          title={t('fleet.picker.title')}
          lead={t('fleet.picker.lead')}
        />
        <div className="mt-12 sm:mt-14">
          {vehicles.isError ? (
            <LoadFailure
              size="section"
              message={t('fleet.picker.loadError')}
              onRetry={() => void vehicles.refetch()}
              retryLabel={t('fleet.picker.retry')}
            />
          ) : vehicles.isPending ? (
            <FleetPickerSkeleton label={t('fleet.picker.loading')} />
          ) : selected ? (
            <>
              <div
                role="tablist"
                aria-label={t('fleet.picker.tabsLabel')}
                onKeyDown={onKeyDown}
                className="-mx-5 flex snap-x scroll-px-5 gap-3 overflow-x-auto px-5 pt-1 pb-3 sm:-mx-8 sm:scroll-px-8 sm:px-8 lg:mx-0 lg:grid lg:grid-cols-5 lg:gap-4 lg:overflow-visible lg:px-0"
              >
                {list.map((v) => (
                  <VehicleTab
                    key={v.id}
                    ref={(el) => {
                      if (el) tabs.current.set(v.id, el);
                      else tabs.current.delete(v.id);
                    }}
                    id={tabId(v)}
                    panelId={PANEL_ID}
                    vehicle={v}
                    selected={v.id === selected.id}
                    onSelect={() => setSelectedId(v.id)}
                  />
                ))}
              </div>
              <VehicleShowcase
                id={PANEL_ID}
                labelledBy={tabId(selected)}
                vehicle={selected}
                className="mt-6 lg:mt-8"
              />
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
