import { useQuery } from '@tanstack/react-query';
import type { DriverTrip } from '../../../../shared/contracts/driver-trips.ts';
import { AppError } from '../../../../shared/errors.ts';

export interface TripSheetAnswer {
  trips: DriverTrip[];
  /**
   * When the answer is the copy the service worker kept (src/client/public/sw.js: no connection), the time it
   * was saved; null for a fresh answer from the server.
   */
  offlineAsOf: string | null;
}

/**
 * GET /api/driver/trips/active read for the trip sheet: the same trips as the Active tab, plus whether the
 * service worker answered from its last good copy (the `x-sw-offline` and `x-sw-saved-at` headers it adds).
 */
export async function fetchTripSheet(): Promise<TripSheetAnswer> {
  let res: Response;
  try {
    res = await fetch('/api/driver/trips/active', {
      credentials: 'include',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new AppError('common.network');
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw AppError.fromBody(res.status, body ?? res.statusText);
  const offline = res.headers.get('x-sw-offline') === '1';
  return {
    trips: Array.isArray(body) ? (body as DriverTrip[]) : [],
    offlineAsOf: offline ? (res.headers.get('x-sw-saved-at') ?? '') : null,
  };
}

/** The trip sheet shown with no connection; asked again every 30 s (the answer turns fresh once back online). */
export function useTripSheet() {
  return useQuery({
    queryKey: ['/api/driver/trips/active', 'sheet'],
    queryFn: fetchTripSheet,
    refetchInterval: 30_000,
    staleTime: 0,
  });
}
