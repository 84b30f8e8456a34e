import { CarFront, History, Radar, Tags, Wallet } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { PushControl } from '../../../components/push/push-control.tsx';
import { keepDriverShell } from '../../../lib/push/service-worker.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useActiveTrips } from '../api/active-trips.ts';
import { useDriverProfile } from '../api/driver-profile.ts';
import { useNearbyTrips } from '../api/nearby-trips.ts';
import { useDriverLocation } from '../hooks/use-driver-location.ts';
import { locationRefreshMs } from '../lib/location-refresh.ts';
import { ActiveTab } from './active-tab.tsx';
import { DashboardTabs } from './dashboard-tabs.tsx';
import { DutyToggle } from './duty-toggle.tsx';
import { EarningsCards } from './earnings-cards.tsx';
import { HistoryTab } from './history-tab.tsx';
import { HoursCard } from './hours-card.tsx';
import { LocationCard } from './location-card.tsx';
import { NearbyTab } from './nearby-tab.tsx';
import { PricingTab } from './pricing-tab.tsx';
import { TripSheet } from './trip-sheet.tsx';

/** How long after the dashboard rendered online it hands its assets to the service worker (its chunks loaded). */
const KEEP_SHELL_AFTER_MS = 1500;

type TabValue = 'nearby' | 'active' | 'history' | 'earnings' | 'pricing';

/**
 * /driver/dashboard: the chauffeur's profile, earnings, location and the four tabs of the specification, with the
 * Earnings tab (the weekly statements, composed by the page: `earningsPanel`) when given.
 */
export function DriverDashboard({ earningsPanel }: { earningsPanel?: ReactNode } = {}) {
  const { t } = useTranslation('driver-dashboard');
  const errorText = useErrorText();
  const profile = useDriverProfile();
  const active = useActiveTrips();
  // Every 30 s while a trip is live (on the way, on location, started), every 5 minutes otherwise.
  const location = useDriverLocation(locationRefreshMs(active.data ?? [], new Date()));
  const position = location.position
    ? { latitude: location.position.latitude, longitude: location.position.longitude }
    : null;
  // The tab badges share the tabs' own queries (same keys, same polling); nearby is asked once the server
  // stored the position (it answers from the stored one).
  const nearby = useNearbyTrips(location.stored);
  const [tab, setTab] = useState<TabValue>('nearby');
  const ready = profile.isSuccess;
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => void keepDriverShell().catch(() => {}), KEEP_SHELL_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [ready]);

  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    return (
      <div className="container-page py-24">
        <LoadFailure
          message={errorText(profile.error) ?? t('profileError')}
          onRetry={() => void profile.refetch()}
          retryLabel={t('retry')}
        />
      </div>
    );
  }
  const driver = profile.data;
  const v = driver.vehicle;
  const vehicle = [v.year, v.make, v.model].filter(Boolean).join(' ');

  return (
    <div className="bg-ivory">
      <PageHero
        size="compact"
        id="driver-dashboard-title"
        eyebrow={t('header.eyebrow')}
        title={t('header.title', { name: `${driver.firstName} ${driver.lastName}`.trim() })}
        lead={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="driver-vehicle">
            <span>{[vehicle, v.color].filter(Boolean).join(' · ')}</span>
            <span className="rounded-md border border-gold/50 px-2 py-0.5 font-mono text-sm tracking-widest text-gold uppercase">
              {t('header.plate', { plate: v.plate })}
            </span>
          </span>
        }
        actions={
          <span className="inline-flex items-center gap-2 rounded-full bg-ivory/10 px-4 py-2 text-sm text-ivory ring-1 ring-ivory/20">
            <span
              aria-hidden
              className={
                driver.status === 'available'
                  ? 'size-2 rounded-full bg-emerald-400'
                  : 'size-2 rounded-full bg-stone'
              }
            />
            {t(`header.status.${driver.status}`)}
            <span aria-hidden className="text-ivory/40">
              ·
            </span>
            {t('header.radius', { miles: driver.radiusMiles })}
          </span>
        }
      />

      <div className="container-page grid gap-8 py-8 sm:py-12">
        <DutyToggle onDuty={driver.status === 'available'} />
        <PushControl audience="driver" />
        {active.data && <TripSheet trips={active.data} />}
        <HoursCard />
        <div className="grid gap-6 lg:grid-cols-3 lg:items-stretch">
          <div className="order-2 lg:order-1 lg:col-span-2">
            <EarningsCards />
          </div>
          <div className="order-1 lg:order-2">
            <LocationCard location={location} />
          </div>
        </div>

        <DashboardTabs<TabValue>
          label={t('tabs.label')}
          value={tab}
          onChange={setTab}
          tabs={[
            {
              value: 'nearby',
              label: t('tabs.nearby'),
              icon: <Radar className="size-4 shrink-0" aria-hidden />,
              badge: nearby.data?.trips.length,
            },
            {
              value: 'active',
              label: t('tabs.active'),
              icon: <CarFront className="size-4 shrink-0" aria-hidden />,
              badge: active.data?.length,
            },
            {
              value: 'history',
              label: t('tabs.history'),
              icon: <History className="size-4 shrink-0" aria-hidden />,
            },
            ...(earningsPanel
              ? [
                  {
                    value: 'earnings' as const,
                    label: t('tabs.earnings'),
                    icon: <Wallet className="size-4 shrink-0" aria-hidden />,
                  },
                ]
              : []),
            {
              value: 'pricing',
              label: t('tabs.pricing'),
              icon: <Tags className="size-4 shrink-0" aria-hidden />,
            },
          ]}
        >
          {tab === 'nearby' && (
            <NearbyTab
              position={position}
              stored={location.stored}
              onLocationStale={location.refresh}
              radiusMiles={driver.radiusMiles}
              offDuty={driver.status === 'offline'}
              onAccepted={() => setTab('active')}
            />
          )}
          {tab === 'active' && <ActiveTab position={position} />}
          {tab === 'history' && <HistoryTab />}
          {tab === 'earnings' && earningsPanel}
          {tab === 'pricing' && <PricingTab />}
        </DashboardTabs>
      </div>
    </div>
  );
}
