import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredLocation } from '../../../../shared/contracts/driver-trips.ts';
import { toast } from '../../../lib/toast-store.ts';
import type { Position } from '../api/nearby-trips.ts';
import { useUpdateLocation } from '../api/update-location.ts';

/** The specification's location refresh: on load, then every 5 minutes (and on Update Location). */
export const LOCATION_REFRESH_MS = 5 * 60_000;

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
 * The driver's position from the browser's geolocation: asked on load, every 5 minutes and on demand, and
 * sent to POST /api/driver/update-location. A browser without geolocation or a refused / failed request
 * shows the specification's alerts; a failed save shows 'Location Update Failed'.
 */
export function useDriverLocation(): DriverLocationState {
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
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  }, [t]);

  useEffect(() => {
    refresh();
    const timer = window.setInterval(refresh, LOCATION_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);

  return { position, stored, problem, locating, refresh };
}
