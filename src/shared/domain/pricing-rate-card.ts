/**
 * The operations side (operations document §9): the drivers' and admins' rate-card fare calculator, with the
 * rush-hour, weekend and holiday factors and the clock-based fees read on New York clocks.
 */
import { mulDivRound } from './exact.ts';
import { nyWallClock } from './new-york-time.ts';
import {
  BPS_ONE,
  type FeeId,
  type PricingConfig,
  type RateCardCategory,
  type ServiceMultiplier,
  type WeekPoint,
} from './pricing-config.ts';
import { toHundredths } from './pricing-rates.ts';
import { inDailyWindow } from './pricing-tolls.ts';

export interface NyTimeFactors {
  rushHour: boolean;
  weekend: boolean;
  holiday: boolean;
  earlyMorning: boolean;
}

const MINUTES_PER_DAY = 1440;
const MINUTES_PER_WEEK = 7 * MINUTES_PER_DAY;

function inWeekSpan(from: WeekPoint, to: WeekPoint, day: number, minuteOfDay: number): boolean {
  const m = day * MINUTES_PER_DAY + minuteOfDay;
  const start = (from.day * MINUTES_PER_DAY + from.minute) % MINUTES_PER_WEEK;
  const end = (to.day * MINUTES_PER_DAY + to.minute) % MINUTES_PER_WEEK;
  if (start === end) return false;
  return start < end ? m >= start && m < end : m >= start || m < end;
}

/** Which time factors and clock-based fees apply at an instant, read on New York clocks. */
export function nyTimeFactors(config: PricingConfig, at: Date): NyTimeFactors {
  const t = config.rateCard.timeFactors;
  const clock = nyWallClock(at);
  return {
    rushHour: t.rushHour.windows.some(
      (w) => w.days.includes(clock.weekday) && inDailyWindow(w, clock.minuteOfDay),
    ),
    weekend: inWeekSpan(t.weekend.from, t.weekend.to, clock.weekday, clock.minuteOfDay),
    holiday: t.holiday.dates.includes(clock.date),
    earlyMorning: inDailyWindow(config.rateCard.fees.earlyMorning, clock.minuteOfDay),
  };
}

export interface RateCardInput {
  category: RateCardCategory;
  serviceType: string;
  distanceMiles: number;
  /** Hourly services: hours booked (default 1). */
  hours?: number;
  /** Pickup time: detects the time factors (unless `apply` is given) and the early-morning fee. */
  at?: Date;
  /** The time factors chosen by hand (the calculator's toggles); absent = detected at `at`. */
  apply?: { rushHour?: boolean; weekend?: boolean; holiday?: boolean };
  fees?: { waitingMinutes?: number; extraStops?: number; luggage?: number; promo?: boolean };
}

export interface RateCardFare {
  fareCents: number;
  minimumApplied: boolean;
  /** What each step adds (negative for a discount); the steps sum to the fare. */
  steps: { label: string; cents: number }[];
}

export function findServiceMultiplier(config: PricingConfig, serviceType: string): ServiceMultiplier {
  const list = config.rateCard.serviceMultipliers;
  return (
    list.find((s) => s.id === serviceType) ??
    list.find((s) => s.id === 'point-to-point') ?? {
      id: 'point-to-point',
      name: 'Point to Point',
      factorBps: BPS_ONE,
      description: '',
      hourly: false,
    }
  );
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const times = (bps: number) => `x${(bps / BPS_ONE).toString()}`;
const count = (n: number | undefined) => Math.max(0, Math.floor(Number.isFinite(n) ? (n as number) : 0));

/**
 * The operations document's fare: base rate x distance x service factor (hourly services: hourly rate x hours
 * instead), x each chosen time factor, plus the active fees in the order waiting time, extra stop, luggage,
 * early morning, promo code (a percentage fee applies to the running total at its turn), never below the
 * category's minimum fare. Each step is rounded to cents. Distances and hours count to the hundredth.
 */
export function rateCardFare(config: PricingConfig, input: RateCardInput): RateCardFare {
  const card = config.rateCard;
  const vehicle = card.vehicles[input.category];
  const service = findServiceMultiplier(config, input.serviceType);
  const steps: { label: string; cents: number }[] = [];
  let running: number;

  if (service.hourly) {
    const hours = input.hours === undefined ? 1 : input.hours;
    const hundredths = Math.max(0, toHundredths(Number.isFinite(hours) ? hours : 0));
    running = mulDivRound([vehicle.hourlyRateCents, hundredths, service.factorBps], 100 * BPS_ONE);
    const f = service.factorBps === BPS_ONE ? '' : ` ${times(service.factorBps)} (${service.name})`;
    steps.push({ label: `${hundredths / 100} h x ${usd(vehicle.hourlyRateCents)}/h${f}`, cents: running });
  } else {
    const miles = Number.isFinite(input.distanceMiles) ? input.distanceMiles : 0;
    const hundredths = Math.max(0, toHundredths(miles));
    running = mulDivRound([vehicle.perMileCents, hundredths, service.factorBps], 100 * BPS_ONE);
    steps.push({
      label: `${hundredths / 100} mi x ${usd(vehicle.perMileCents)}/mi ${times(service.factorBps)} (${service.name})`,
      cents: running,
    });
  }

  const detected: NyTimeFactors | null = input.at ? nyTimeFactors(config, input.at) : null;
  const chosen = input.apply ?? {
    rushHour: detected?.rushHour ?? false,
    weekend: detected?.weekend ?? false,
    holiday: detected?.holiday ?? false,
  };
  for (const key of ['rushHour', 'weekend', 'holiday'] as const) {
    if (chosen[key] !== true) continue;
    const tf = card.timeFactors[key];
    const next = mulDivRound([running, tf.factorBps], BPS_ONE);
    steps.push({ label: `${tf.name} ${times(tf.factorBps)}`, cents: next - running });
    running = next;
  }

  const f = input.fees ?? {};
  const fee = (id: FeeId, quantity: number, detail: string) => {
    const def = card.fees[id];
    if (!def.isActive || quantity <= 0) return;
    const amount = def.isPercentage
      ? mulDivRound([running, def.value], BPS_ONE)
      : mulDivRound([def.value, quantity], 1);
    const delta = def.isDiscount ? 0 - Math.min(amount, running) : amount; // 0 - 0 is +0
    const what = def.isPercentage ? `${def.value / 100}%` : detail;
    steps.push({ label: `${def.name}${what ? ` (${what})` : ''}`, cents: delta });
    running += delta;
  };
  const billableMinutes = Math.max(0, count(f.waitingMinutes) - card.fees.waitingTime.freeMinutes);
  fee('waitingTime', billableMinutes, `${billableMinutes} min`);
  fee('extraStop', count(f.extraStops), `${count(f.extraStops)}`);
  fee('luggageHandling', count(f.luggage), `${count(f.luggage)}`);
  fee('earlyMorning', detected?.earlyMorning ? 1 : 0, '');
  fee('promocode', f.promo === true ? 1 : 0, '');

  let minimumApplied = false;
  if (running < vehicle.minimumFareCents) {
    steps.push({
      label: `Minimum fare ${usd(vehicle.minimumFareCents)}`,
      cents: vehicle.minimumFareCents - running,
    });
    running = vehicle.minimumFareCents;
    minimumApplied = true;
  }
  return { fareCents: running, minimumApplied, steps };
}
