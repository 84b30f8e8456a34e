import type { PricingConfig } from '../../../shared/domain/pricing-config.ts';

/** How long a quote's answer is served again for the same request (the route cache keeps routes 10 minutes). */
const ANSWER_TTL_MS = 60_000;
/** Answers kept per configuration and vehicle list (the oldest goes first). */
const ANSWER_CACHE_SIZE = 2_000;

/**
 * Quote answers already sent, as JSON, by pricing configuration and vehicle list (a new version of either is a
 * new object, so its answers start empty and the old ones are collected) and by the exact request. The same
 * ride is asked for again and again: the vehicle list, then each change of an extra and back on the details
 * step, the map, a second tab. An answer is kept ANSWER_TTL_MS, well inside the route cache's 10 minutes.
 */
export function createQuoteAnswers() {
  const answers = new WeakMap<PricingConfig, WeakMap<object, Map<string, { at: number; json: string }>>>();

  function kept(config: PricingConfig, vehicles: object): Map<string, { at: number; json: string }> {
    let byVehicles = answers.get(config);
    if (!byVehicles) answers.set(config, (byVehicles = new WeakMap()));
    let map = byVehicles.get(vehicles);
    if (!map) byVehicles.set(vehicles, (map = new Map()));
    return map;
  }

  return {
    /** The answer kept for this request, or null (none, or older than ANSWER_TTL_MS at `now`). */
    get(config: PricingConfig, vehicles: object, key: string, now: number): string | null {
      const hit = answers.get(config)?.get(vehicles)?.get(key);
      return hit && now - hit.at < ANSWER_TTL_MS ? hit.json : null;
    },
    keep(config: PricingConfig, vehicles: object, key: string, now: number, json: string): void {
      const map = kept(config, vehicles);
      if (map.size >= ANSWER_CACHE_SIZE) map.delete(map.keys().next().value as string);
      map.set(key, { at: now, json });
    },
  };
}
