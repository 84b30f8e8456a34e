import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersToParams, parseFilters, withChange, type Filters, type FilterSpec } from '../lib/filters.ts';

/**
 * A section's filters read from the address and written back to it (a change of anything but the page goes
 * back to page 1; `tab` and other keys stay). Filter changes replace the history entry, page moves push one.
 */
export function useUrlFilters<K extends string>(spec: FilterSpec<K>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(spec, searchParams), [spec, searchParams]);

  const change = useCallback(
    (next: Partial<Filters<K>>) =>
      setSearchParams(
        (current) => filtersToParams(spec, withChange(parseFilters(spec, current), next), current),
        {
          replace: next.page === undefined,
          preventScrollReset: true,
        },
      ),
    [setSearchParams, spec],
  );

  const clear = useCallback(
    () =>
      setSearchParams(
        (current) => filtersToParams(spec, parseFilters(spec, new URLSearchParams()), current),
        {
          preventScrollReset: true,
        },
      ),
    [setSearchParams, spec],
  );

  return { filters, change, clear };
}
