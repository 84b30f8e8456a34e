/** What `npm run lighthouse` measures and the budget each page is held to (issue 17). */
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 's' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 's' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { id: 'speed-index', label: 'SI', unit: 's' },
] as const;

/** What the browser holds before Lighthouse loads the page: a ride draft, and a guest session. */
export interface Setup {
  storage: Record<string, unknown>;
  guest: boolean;
}

export interface Target {
  name: string;
  path: string;
  /** Minimum performance score (0-100). */
  performance: number;
  setup?: Setup;
  /** The page is only measured as itself when a request to this path answered 2xx (the quote, for instance). */
  needs?: string;
}

export interface Measure {
  target: Target;
  lhr: Result;
  html: string;
  json: string;
}

const BUDGET = { accessibility: 100, 'best-practices': 100, seo: 100, cls: 0.05, tbtMs: 200 };

export const score = (lhr: Result, c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
export const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** What of the budget a page misses (empty when within it). */
export function failures(m: Measure): string[] {
  const { lhr, target } = m;
  const out: string[] = [];
  const need = (c: Category, min: number) => {
    if (score(lhr, c) < min) out.push(`${c} ${score(lhr, c)} < ${min}`);
  };
  need('performance', target.performance);
  need('accessibility', BUDGET.accessibility);
  need('best-practices', BUDGET['best-practices']);
  need('seo', BUDGET.seo);
  const cls = metric(lhr, 'cumulative-layout-shift');
  if (!(cls <= BUDGET.cls)) out.push(`CLS ${cls.toFixed(3)} > ${BUDGET.cls}`);
  const tbt = metric(lhr, 'total-blocking-time');
  if (!(tbt <= BUDGET.tbtMs)) out.push(`TBT ${Math.round(tbt)} ms > ${BUDGET.tbtMs} ms`);
  return out;
}
