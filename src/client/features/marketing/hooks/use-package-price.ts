import { useCallback } from 'react';
import { usePackagePrices } from '../../../lib/catalog-queries.ts';

/**
 * The published price of packages, from the server's pricing configuration: `priceOf('standard')`, or the
 * lowest of several (`priceOf('wedding-basic', 'wedding-premium')`). Undefined until the prices have loaded
 * (the page shows a placeholder), so a page never shows a price other than the one the quote will use.
 */
export function usePackagePrice(): (...ids: string[]) => number | undefined {
  const { data } = usePackagePrices();
  return useCallback(
    (...ids: string[]) => {
      const prices = (data?.packages ?? []).filter((p) => ids.includes(p.id)).map((p) => p.price);
      return prices.length ? Math.min(...prices) : undefined;
    },
    [data],
  );
}
