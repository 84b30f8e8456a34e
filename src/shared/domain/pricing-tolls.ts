/**
 * Tolls and New York's for-hire surcharges (PRODUCT decision 3), pure functions of one configuration: which
 * toll a crossing costs at peak or off-peak (Port Authority crossings, New York clocks), and the surcharge
 * lines of a custom ride. The figures and their sources are in nyc-tolls-2026.ts.
 */
import { isTollId, type CrossingId, type TollId } from './crossings.ts';
import { mulDivRound } from './exact.ts';
import { nyWallClock } from './new-york-time.ts';
import {
  BPS_ONE,
  type DailyWindow,
  type PricingConfig,
  SURCHARGE_IDS,
  type SurchargeId,
  type TollConfig,
} from './pricing-config.ts';

/** Whether a minute of the day is in [startMinute, endMinute), wrapping past midnight when start > end. */
export function inDailyWindow(w: { startMinute: number; endMinute: number }, minuteOfDay: number): boolean {
  return w.startMinute <= w.endMinute
    ? minuteOfDay >= w.startMinute && minuteOfDay < w.endMinute
    : minuteOfDay >= w.startMinute || minuteOfDay < w.endMinute;
}

// ---------------------------------------------------------------------------------------------------------------
// Tolls

/** Whether peak tolls apply at an instant: inside one of the configuration's peak windows, New York clocks. */
export function isTollPeak(config: PricingConfig, at: Date): boolean {
  const clock = nyWallClock(at);
  return config.tollPeakWindows.some(
    (w: DailyWindow) => w.days.includes(clock.weekday) && inDailyWindow(w, clock.minuteOfDay),
  );
}

/** A facility's toll at peak or off-peak (facilities with one rate charge it all day). */
export function tollAmountCents(toll: TollConfig, peak: boolean): number {
  return !peak && toll.offPeakCents !== null ? toll.offPeakCents : toll.amountCents;
}

/**
 * The tolls of the crossings a route makes, in order, active ones only, at peak or off-peak by the crossing
 * time `at` (peak when not given: the higher amount, never an undercharge). A facility marked once-per-trip is
 * charged on its first crossing only. Entering the congestion relief zone is not a toll for a for-hire car
 * (it is the per-trip `crzForHire` surcharge), so it is skipped here.
 */
export function tollsForCrossings(
  config: PricingConfig,
  crossings: readonly { id: CrossingId }[],
  at?: Date,
): { id: TollId; name: string; amountCents: number }[] {
  const peak = at === undefined || isTollPeak(config, at);
  const seen = new Set<TollId>();
  const out: { id: TollId; name: string; amountCents: number }[] = [];
  for (const { id } of crossings) {
    if (!isTollId(id)) continue;
    const t = config.tolls[id];
    if (!t || !t.isActive) continue;
    if (t.oncePerTrip && seen.has(id)) continue;
    seen.add(id);
    out.push({ id, name: t.name, amountCents: tollAmountCents(t, peak) });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// For-hire surcharges

export interface SurchargeLine {
  id: SurchargeId;
  name: string;
  cents: number;
}

/** What a trip touches that New York's for-hire charges depend on (from the route's geometry). */
export interface SurchargeFacts {
  /** Begins in, ends in or passes through Manhattan south of 96th Street (NYS congestion surcharge). */
  manhattanBelow96th: boolean;
  /** Begins, ends or passes through the Congestion Relief Zone (Manhattan at or below 60th Street). */
  congestionReliefZone: boolean;
  /** Pickups and drop-offs at JFK, LaGuardia or Newark Liberty: 0, 1 or 2. */
  airportEnds: number;
}

export const NO_SURCHARGE_FACTS: SurchargeFacts = {
  manhattanBelow96th: false,
  congestionReliefZone: false,
  airportEnds: 0,
};

/**
 * The for-hire charges of one ride, one line per active charge that applies, in SURCHARGE_IDS order. A charge
 * applies by what the trip touches (the Black Car Fund always); flat ones add their cents (the airport fee once
 * per airport end); percentage ones (the Black Car Fund) add their rate of `fareCents`, the ride's own charges
 * (base, distance, card fee, STC, admin fee, tolls) before the other surcharges and sales tax, once.
 */
export function surchargeLines(
  config: PricingConfig,
  facts: SurchargeFacts,
  fareCents: number,
): SurchargeLine[] {
  const airportEnds = Math.max(0, Math.min(2, Math.floor(Number(facts.airportEnds) || 0)));
  const times: Record<SurchargeId, number> = {
    nysCongestion: facts.manhattanBelow96th ? 1 : 0,
    crzForHire: facts.congestionReliefZone ? 1 : 0,
    airportAccess: airportEnds,
    blackCarFund: 1,
  };
  const lines: SurchargeLine[] = [];
  for (const id of SURCHARGE_IDS) {
    const s = config.surcharges[id];
    if (!s || !s.isActive || times[id] === 0) continue;
    const cents = s.isPercentage
      ? mulDivRound([Math.max(0, fareCents), s.value], BPS_ONE)
      : mulDivRound([s.value, times[id]], 1);
    if (cents > 0) lines.push({ id, name: s.name, cents });
  }
  return lines;
}
