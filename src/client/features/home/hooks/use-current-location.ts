import { useCallback, useState } from 'react';

export type LocationError = 'unsupported' | 'denied' | 'failed';

export interface CurrentLocation {
  locate: () => void;
  locating: boolean;
  error: LocationError | null;
}

/** Asks the browser for the visitor's position once; hands latitude and longitude to `onFound`. */
export function useCurrentLocation(onFound: (lat: number, lng: number) => void): CurrentLocation {
  const [locating, setLocating] = useState(false);
  const [error, setError] = useState<LocationError | null>(null);

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setError('unsupported');
      return;
    }
    setLocating(true);
    setError(null);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound(position.coords.latitude, position.coords.longitude);
      },
      (err) => {
        setLocating(false);
        setError(err.code === err.PERMISSION_DENIED ? 'denied' : 'failed');
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  }, [onFound]);

  return { locate, locating, error };
}
