/** Scales for the inline SVG charts: a rounded top for the value axis and which labels fit. */

/** A "nice" axis top at or above `max` (1, 2, 2.5, 5 × 10ⁿ) and its evenly spaced ticks from 0. */
export function niceScale(max: number, tickCount = 4): { top: number; ticks: number[] } {
  if (!Number.isFinite(max) || max <= 0) return { top: 1, ticks: [0, 1] };
  const rough = max / tickCount;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => Number((i * step).toFixed(10)));
  return { top, ticks };
}

/** Every how many columns a label is written so that labels `labelWidth` px wide do not overlap. */
export function labelEvery(columns: number, width: number, labelWidth: number): number {
  if (columns <= 0 || width <= 0) return 1;
  const fit = Math.max(1, Math.floor(width / labelWidth));
  return Math.max(1, Math.ceil(columns / fit));
}

/** A share of the largest value, 0-100, never a hair-thin bar for a value above 0. */
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max(1.5, Math.min(100, (value / max) * 100));
}
