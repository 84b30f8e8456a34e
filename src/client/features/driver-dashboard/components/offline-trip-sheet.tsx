import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { PageHero } from '../../../components/ui/page-hero.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { USER_QUERY_KEY } from '../../../lib/session.ts';
import { useTripSheet } from '../api/trip-sheet.ts';
import { TripSheet } from './trip-sheet.tsx';

/** How often the page looks whether the browser is online again. */
const ONLINE_RECHECK_MS = 3000;

/**
 * /driver/dashboard with no connection (the session cannot be checked): the trip sheet from the copy the service
 * worker kept. When the connection returns, the session is checked again and the full dashboard comes back.
 */
export function OfflineTripSheet() {
  const { t } = useTranslation('driver-dashboard');
  const queryClient = useQueryClient();
  const sheet = useTripSheet();

  // Back online (the browser says so, or the trips came fresh from the server): check the session again. The
  // 'online' event is not sent to a page that opened offline (Chromium): the browser's state is looked at too.
  const fresh = sheet.data?.offlineAsOf === null;
  useEffect(() => {
    const recheck = () => void queryClient.refetchQueries({ queryKey: USER_QUERY_KEY });
    if (fresh) recheck();
    const timer = window.setInterval(() => {
      if (navigator.onLine) recheck();
    }, ONLINE_RECHECK_MS);
    window.addEventListener('online', recheck);
    return () => {
      window.removeEventListener('online', recheck);
      window.clearInterval(timer);
    };
  }, [queryClient, fresh]);

  return (
    <div className="bg-ivory">
      <PageHero
        size="compact"
        id="driver-offline-title"
        eyebrow={t('header.eyebrow')}
        title={t('sheet.offlineTitle')}
      />
      <div className="container-page py-8 sm:py-12">
        {sheet.isPending && <PageSpinner />}
        {sheet.isError && (
          <LoadFailure
            message={t('sheet.nothingSaved')}
            onRetry={() => void sheet.refetch()}
            retryLabel={t('retry')}
          />
        )}
        {sheet.data && <TripSheet trips={sheet.data.trips} offlineAsOf={sheet.data.offlineAsOf} />}
      </div>
    </div>
  );
}
