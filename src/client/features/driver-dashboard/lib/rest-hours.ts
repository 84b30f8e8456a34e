/** Milliseconds as hours and minutes ("9 h 05 min", "45 min", "0 min"), rounded down to the minute. */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/** How full a limit is, 0-100, for the bar: what is used of it. */
export function usedPercent(leftMs: number, limitMs: number): number {
  if (limitMs <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round(((limitMs - leftMs) / limitMs) * 100)));
}
