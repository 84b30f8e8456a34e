import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersToParams, parseFilters, withChange, type Filters, type FilterSpec } from '../lib/filters.ts';

/**
 * The address's query as it is now. React Router hands setSearchParams' updater the parameters of the last
 * render, so a change made right after another (a search then a filter, before React re-rendered) would write
 * over the first; the live address never is.
 */
const liveParams = () => new URLSearchParams(window.location.search);

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
        () => {
          const current = liveParams();
          return filtersToParams(spec, withChange(parseFilters(spec, current), next), current);
        },
        {
          replace: next.page === undefined,
          preventScrollReset: true,
        },
      ),
    [setSearchParams, spec],
  );

  const clear = useCallback(
    () =>
      setSearchParams(() => filtersToParams(spec, parseFilters(spec, new URLSearchParams()), liveParams()), {
        preventScrollReset: true,
      }),
    [setSearchParams, spec],
  );

  return { filters, change, clear };
}
