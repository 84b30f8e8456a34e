import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AutocompleteResponse, Prediction, RouteInfo } from '../../../shared/contracts/maps.ts';
import { AppError } from '../../../shared/errors.ts';
import { apiGet } from '../../lib/api-client.ts';
import { ADDRESS_MIN_CHARS } from '../lib/address-rules.ts';

/** The specification's autocomplete debounce. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
const FIVE_MINUTES = 5 * 60_000;
/** One empty list, so "no suggestions" keeps its identity from render to render. */
const NONE: Prediction[] = [];

/** GET /api/places/autocomplete?input=: the suggestions, and the far place named when it is outside our area. */
export function fetchSuggestions(input: string, signal?: AbortSignal): Promise<AutocompleteResponse> {
  const query = new URLSearchParams({ input });
  return apiGet<AutocompleteResponse>(`/api/places/autocomplete?${query}`, { signal });
}

/** GET /api/places/autocomplete?input= */
export async function fetchPredictions(input: string, signal?: AbortSignal): Promise<Prediction[]> {
  return (await fetchSuggestions(input, signal)).predictions;
}

export interface DirectionsParams {
  /** place_id, "lat,lng" or free text (see locationParam in draft-places.ts). */
  origin: string;
  destination: string;
  /** ISO date-time with offset; the travel time depends on it. Omitted: now. */
  departureTime?: string | undefined;
}

/** GET /api/directions?origin=&destination=&departureTime= */
export function fetchDirections(params: DirectionsParams, signal?: AbortSignal): Promise<RouteInfo> {
  const query = new URLSearchParams({ origin: params.origin, destination: params.destination });
  if (params.departureTime) query.set('departureTime', params.departureTime);
  return apiGet<RouteInfo>(`/api/directions?${query}`, { signal });
}

export const autocompleteQuery = (input: string) =>
  queryOptions({
    queryKey: ['/api/places/autocomplete', input],
    queryFn: async ({ signal }) => {
      try {
        return await fetchSuggestions(input, signal);
      } catch (err) {
        // The specification: an autocomplete failure is only logged; the list empties, no message.
        if (!signal.aborted) console.warn('Address suggestions failed:', errorText(err));
        throw err;
      }
    },
    retry: false,
    staleTime: FIVE_MINUTES,
  });

export const directionsQuery = (params: DirectionsParams) =>
  queryOptions({
    queryKey: ['/api/directions', params.origin, params.destination, params.departureTime ?? null],
    queryFn: ({ signal }) => fetchDirections(params, signal),
    retry: false,
    staleTime: FIVE_MINUTES,
  });

/** The value, once it has stayed the same for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export interface AddressSuggestions {
  predictions: Prediction[];
  /** The far place the text names, outside the service area (the field says we serve NYC and its surroundings). */
  outsideArea: string | null;
  /** A request for the current text is on its way (not while the debounce waits). */
  loading: boolean;
}

/**
 * Suggestions for what the customer types: asked 300 ms after the last keystroke, only from `minChars`
 * characters, never retried. A failed request gives an empty list.
 */
export function useAddressSuggestions(
  text: string,
  { enabled = true, minChars = ADDRESS_MIN_CHARS }: { enabled?: boolean; minChars?: number } = {},
): AddressSuggestions {
  const trimmed = text.trim();
  const debounced = useDebouncedValue(trimmed, AUTOCOMPLETE_DEBOUNCE_MS);
  const active = enabled && trimmed.length >= minChars;
  const query = useQuery({
    ...autocompleteQuery(debounced),
    enabled: active && debounced.length >= minChars,
    // Keep the last list on screen while the next one loads, so it does not flicker at each keystroke.
    placeholderData: keepPreviousData,
  });
  if (!active || query.isError) return { predictions: NONE, outsideArea: null, loading: false };
  return {
    predictions: query.data?.predictions ?? NONE,
    outsideArea: query.data?.outsideArea?.name ?? null,
    loading: query.isFetching,
  };
}

/** The route between two known ends; idle (no request) until both are given. */
export function useDirections(params: DirectionsParams | null) {
  return useQuery({
    ...directionsQuery(params ?? { origin: '', destination: '' }),
    enabled: Boolean(params?.origin && params.destination),
    placeholderData: keepPreviousData,
  });
}

/**
 * The {status} of the specification's 'Could not calculate route: {status}': the server's error in the page
 * language (`text`, e.g. from useErrorText), or a status word.
 */
export function routeErrorStatus(err: unknown, text: (err: AppError) => string | undefined): string {
  return (err instanceof AppError && text(err)) || 'UNKNOWN_ERROR';
}

function errorText(err: unknown): string {
  if (err instanceof AppError) return `${err.code} ${err.message}`;
  return err instanceof Error ? err.message : String(err);
}
