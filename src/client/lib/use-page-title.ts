import { useEffect } from 'react';
import { BRAND } from '../../shared/brand.ts';

export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title
      ? `${title} | ${BRAND.name}`
      : `${BRAND.name} — Luxury Car Service in New York City`;
  }, [title]);
}
