import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredLocation } from '../../../../shared/contracts/driver-trips.ts';
import { toast } from '../../../lib/toast-store.ts';
import type { Position } from '../api/nearby-trips.ts';
import { useUpdateLocation } from '../api/update-location.ts';

import { IDLE_LOCATION_REFRESH_MS } from '../lib/location-refresh.ts';

export type LocationProblem = { kind: 'unsupported' } | { kind: 'error'; message: string };

export interface DriverLocationState {
  /** The browser's last position (null until one is known). */
  position: (Position & { at: Date }) | null;
  /**
   * The position as the server stored it (null until a save succeeded): nearby requests and accepting are
   * computed from it on the server, so the nearby list is asked only after it is stored.
   */
  stored: StoredLocation | null;
  problem: LocationProblem | null;
  locating: boolean;
  /** Asks the browser again and stores the answer on the server. */
  refresh: () => void;
}

/**
 * The driver's position from the browser's geolocation: asked on load, every `intervalMs` (30 s while a trip is
 * live, 5 minutes otherwise: `locationRefreshMs`) and on demand, always as a fresh fix (maximumAge 0), and
 * sent to POST /api/driver/update-location. A browser without geolocation or a refused / failed request
 * shows the specification's alerts; a failed save shows 'Location Update Failed'.
 */
export function useDriverLocation(intervalMs: number = IDLE_LOCATION_REFRESH_MS): DriverLocationState {
  const { t } = useTranslation('driver-dashboard');
  const save = useUpdateLocation();
  const saveRef = useRef(save.mutate);
  saveRef.current = save.mutate;
  const [position, setPosition] = useState<DriverLocationState['position']>(null);
  const [stored, setStored] = useState<StoredLocation | null>(null);
  const [problem, setProblem] = useState<LocationProblem | null>(null);
  const [locating, setLocating] = useState(false);
  const inFlight = useRef(false);

  const refresh = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator) || !navigator.geolocation) {
      setProblem({ kind: 'unsupported' });
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        inFlight.current = false;
        setLocating(false);
        setProblem(null);
        const next = { latitude: pos.coords.latitude, longitude: pos.coords.longitude };
        setPosition({ ...next, at: new Date(pos.timestamp || Date.now()) });
        saveRef.current(next, {
          onSuccess: (saved) => setStored(saved),
          onError: () =>
            toast({
              title: t('location.updateFailed.title'),
              description: t('location.updateFailed.body'),
              variant: 'destructive',
            }),
        });
      },
      (err) => {
        inFlight.current = false;
        setLocating(false);
        setProblem({ kind: 'error', message: err.message || t('location.unknownError') });
      },
      // A fresh fix every time: a cached one can be minutes old (issue 35).
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  }, [t]);

  useEffect(() => {
    refresh();
  }, [refresh]);
  useEffect(() => {
    const timer = window.setInterval(refresh, intervalMs);
    return () => window.clearInterval(timer);
  }, [refresh, intervalMs]);

  return { position, stored, problem, locating, refresh };
}
