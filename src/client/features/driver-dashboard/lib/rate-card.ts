import {
  BPS_ONE,
  FEE_IDS,
  type FeeId,
  type PricingConfig,
  type RateCardFee,
} from '../../../../shared/domain/pricing-config.ts';
import { rateCardFare, type RateCardFare, type RateCardInput } from '../../../../shared/domain/pricing.ts';

/** A factor in basis points as the rate card shows it (12500 -> "×1.25"). */
export function formatFactor(bps: number): string {
  return `×${String(Math.round((bps / BPS_ONE) * 10_000) / 10_000)}`;
}

/** A fee's value: cents as dollars ("$0.50"), or basis points as a percentage ("10%"). */
export function feeValueText(
  fee: Pick<RateCardFee, 'value' | 'isPercentage'>,
  money: (cents: number) => string,
) {
  return fee.isPercentage ? `${String(fee.value / 100)}%` : money(fee.value);
}

/** The calculator's form: what the driver chose (strings straight from the inputs). */
export interface CalculatorForm {
  category: RateCardInput['category'];
  serviceType: string;
  distance: string;
  hours: string;
  rushHour: boolean;
  weekend: boolean;
  holiday: boolean;
  fees: Record<FeeId, boolean>;
  waitingMinutes: string;
  extraStops: string;
  luggage: string;
}

export const DEFAULT_DISTANCE_MILES = 10;
export const MIN_DISTANCE_MILES = 1;
export const DEFAULT_HOURS = 2;
export const MIN_HOURS = 1;

export function defaultCalculatorForm(): CalculatorForm {
  return {
    category: 'sedan',
    serviceType: 'point-to-point',
    distance: String(DEFAULT_DISTANCE_MILES),
    hours: String(DEFAULT_HOURS),
    rushHour: false,
    weekend: false,
    holiday: false,
    fees: Object.fromEntries(FEE_IDS.map((id) => [id, false])) as Record<FeeId, boolean>,
    waitingMinutes: '15',
    extraStops: '1',
    luggage: '2',
  };
}

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const whole = (text: string) => {
  const n = number(text);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};

/**
 * A New York instant inside the early-morning window of `config` (a January day: no daylight saving), so that
 * the shared fare function charges the early-morning fee when the driver ticks it. The time factors are passed
 * explicitly, so this instant detects nothing else.
 */
export function earlyMorningInstant(config: PricingConfig): Date {
  const { startMinute } = config.rateCard.fees.earlyMorning;
  const minute = startMinute % 1440;
  // 2025-01-15 00:00 in New York is 05:00 UTC (EST, UTC-5).
  return new Date(Date.UTC(2025, 0, 15, 5, 0) + minute * 60_000);
}

export type CalculatorResult =
  | { ok: true; input: RateCardInput; fare: RateCardFare; hourly: boolean }
  | { ok: false; problem: 'distanceMin' | 'hoursMin'; hourly: boolean };

/** The form as the shared fare function's input; a distance under 1 mile (or hours under 1) is refused. */
export function calculate(config: PricingConfig, form: CalculatorForm): CalculatorResult {
  const service =
    config.rateCard.serviceMultipliers.find((s) => s.id === form.serviceType) ??
    config.rateCard.serviceMultipliers.find((s) => s.id === 'point-to-point');
  const hourly = service?.hourly ?? false;
  const distance = number(form.distance);
  const hours = number(form.hours);
  if (hourly) {
    if (!Number.isFinite(hours) || hours < MIN_HOURS) return { ok: false, problem: 'hoursMin', hourly };
  } else if (!Number.isFinite(distance) || distance < MIN_DISTANCE_MILES) {
    return { ok: false, problem: 'distanceMin', hourly };
  }
  const chosen = (id: FeeId) => form.fees[id] && config.rateCard.fees[id].isActive;
  const input: RateCardInput = {
    category: form.category,
    serviceType: service?.id ?? form.serviceType,
    distanceMiles: hourly ? 0 : distance,
    ...(hourly ? { hours } : {}),
    apply: { rushHour: form.rushHour, weekend: form.weekend, holiday: form.holiday },
    ...(chosen('earlyMorning') ? { at: earlyMorningInstant(config) } : {}),
    fees: {
      waitingMinutes: chosen('waitingTime') ? whole(form.waitingMinutes) : 0,
      extraStops: chosen('extraStop') ? whole(form.extraStops) : 0,
      luggage: chosen('luggageHandling') ? whole(form.luggage) : 0,
      promo: chosen('promocode'),
    },
  };
  return { ok: true, input, fare: rateCardFare(config, input), hourly };
}

/** What a step of the fare is, so the page can name it in its own language. */
export type StepKind =
  | { kind: 'base'; hourly: boolean }
  | { kind: 'time'; id: 'rushHour' | 'weekend' | 'holiday' }
  | { kind: 'fee'; id: FeeId }
  | { kind: 'minimum' };

/**
 * The kind of each step `rateCardFare` returned, in its order (base, chosen time factors, the fees that
 * applied, the minimum); null if they cannot be matched, and the page then shows the function's own labels.
 */
export function stepKinds(
  config: PricingConfig,
  result: Extract<CalculatorResult, { ok: true }>,
): StepKind[] | null {
  const { input, fare } = result;
  const kinds: StepKind[] = [{ kind: 'base', hourly: result.hourly }];
  for (const id of ['rushHour', 'weekend', 'holiday'] as const) {
    if (input.apply?.[id] === true) kinds.push({ kind: 'time', id });
  }
  const fees = config.rateCard.fees;
  const f = input.fees ?? {};
  const quantity: Record<FeeId, number> = {
    waitingTime: Math.max(0, (f.waitingMinutes ?? 0) - fees.waitingTime.freeMinutes),
    extraStop: f.extraStops ?? 0,
    luggageHandling: f.luggage ?? 0,
    earlyMorning: input.at ? 1 : 0,
    promocode: f.promo === true ? 1 : 0,
  };
  for (const id of FEE_IDS) {
    if (fees[id].isActive && quantity[id] > 0) kinds.push({ kind: 'fee', id });
  }
  if (fare.minimumApplied) kinds.push({ kind: 'minimum' });
  return kinds.length === fare.steps.length ? kinds : null;
}
