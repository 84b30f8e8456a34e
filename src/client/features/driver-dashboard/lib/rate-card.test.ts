import { describe, expect, it } from 'vitest';
import type { PricingConfig } from '../../../../shared/domain/pricing-config.ts';
import { DEFAULT_PRICING_CONFIG } from '../../../../shared/domain/pricing-defaults.ts';
import { driverEarningsCents } from '../../../../shared/domain/pricing.ts';
import {
  calculate,
  defaultCalculatorForm,
  earlyMorningInstant,
  feeValueText,
  formatFactor,
  stepKinds,
  type CalculatorForm,
} from './rate-card.ts';

const config = DEFAULT_PRICING_CONFIG;
const form = (over: Partial<CalculatorForm> = {}): CalculatorForm => ({
  ...defaultCalculatorForm(),
  ...over,
});
const fees = (over: Partial<CalculatorForm['fees']>) => ({ ...defaultCalculatorForm().fees, ...over });
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

describe('rate card display', () => {
  it('shows factors and fee values in the units drivers read', () => {
    expect(formatFactor(12_500)).toBe('×1.25');
    expect(formatFactor(11_000)).toBe('×1.1');
    expect(formatFactor(10_000)).toBe('×1');
    expect(feeValueText({ value: 50, isPercentage: false }, usd)).toBe('$0.50');
    expect(feeValueText({ value: 1_000, isPercentage: true }, usd)).toBe('10%');
    expect(feeValueText({ value: 875, isPercentage: true }, usd)).toBe('8.75%');
  });
});

describe('fare calculator', () => {
  it("gives the specification's example: sedan, 10 miles, point to point -> $25 -> minimum $35", () => {
    const r = calculate(config, defaultCalculatorForm());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.fare.fareCents).toBe(3500);
    expect(r.fare.minimumApplied).toBe(true);
    expect(r.fare.steps.map((s) => s.cents)).toEqual([2500, 1000]);
    expect(driverEarningsCents(config, r.fare.fareCents)).toBe(2800);
    expect(stepKinds(config, r)).toEqual([{ kind: 'base', hourly: false }, { kind: 'minimum' }]);
  });

  it('refuses a distance under one mile, and hours under one for hourly services', () => {
    expect(calculate(config, form({ distance: '0.5' }))).toMatchObject({ ok: false, problem: 'distanceMin' });
    expect(calculate(config, form({ distance: '' }))).toMatchObject({ ok: false, problem: 'distanceMin' });
    expect(calculate(config, form({ distance: '1' })).ok).toBe(true);
    expect(calculate(config, form({ serviceType: 'hourly', hours: '0' }))).toMatchObject({
      ok: false,
      problem: 'hoursMin',
    });
  });

  it('applies the service factor, the chosen time factors and the active fees in order', () => {
    // SUV 20 mi to the airport: 3.20 x 20 x 1.1 = 70.40; rush hour x1.25 = 88.00; 2 stops +20 = 108;
    // early morning 10% = 10.80 -> 118.80.
    const r = calculate(
      config,
      form({
        category: 'suv',
        serviceType: 'to-airport',
        distance: '20',
        rushHour: true,
        fees: fees({ extraStop: true, earlyMorning: true }),
        extraStops: '2',
      }),
    );
    if (!r.ok) throw new Error('expected a fare');
    expect(r.fare.steps.map((s) => s.cents)).toEqual([7040, 1760, 2000, 1080]);
    expect(r.fare.fareCents).toBe(11_880);
    expect(stepKinds(config, r)).toEqual([
      { kind: 'base', hourly: false },
      { kind: 'time', id: 'rushHour' },
      { kind: 'fee', id: 'extraStop' },
      { kind: 'fee', id: 'earlyMorning' },
    ]);
  });

  it('charges waiting time after the free minutes only, and ignores an inactive fee', () => {
    // Limo 30 mi: 165; waiting 15 min - 5 free = 10 x 0.50 = 5; promo is inactive by default.
    const r = calculate(
      config,
      form({
        category: 'limo',
        distance: '30',
        fees: fees({ waitingTime: true, promocode: true }),
        waitingMinutes: '15',
      }),
    );
    if (!r.ok) throw new Error('expected a fare');
    expect(r.fare.fareCents).toBe(17_000);
    expect(stepKinds(config, r)).toEqual([
      { kind: 'base', hourly: false },
      { kind: 'fee', id: 'waitingTime' },
    ]);
    // Active promo: 10% off the running total.
    const withPromo: PricingConfig = {
      ...config,
      rateCard: {
        ...config.rateCard,
        fees: { ...config.rateCard.fees, promocode: { ...config.rateCard.fees.promocode, isActive: true } },
      },
    };
    const p = calculate(
      withPromo,
      form({ category: 'limo', distance: '30', fees: fees({ promocode: true }) }),
    );
    if (!p.ok) throw new Error('expected a fare');
    expect(p.fare.fareCents).toBe(14_850);
  });

  it('prices hourly services by the hour, with every time factor', () => {
    // Van 3 h x 120 = 360; weekend x1.15 = 414; holiday x1.5 = 621.
    const r = calculate(
      config,
      form({ category: 'van', serviceType: 'hourly', hours: '3', weekend: true, holiday: true }),
    );
    if (!r.ok) throw new Error('expected a fare');
    expect(r.fare.fareCents).toBe(62_100);
    expect(stepKinds(config, r)).toEqual([
      { kind: 'base', hourly: true },
      { kind: 'time', id: 'weekend' },
      { kind: 'time', id: 'holiday' },
    ]);
  });

  it('places the early-morning instant inside the configured window on New York clocks', () => {
    const at = earlyMorningInstant(config);
    const hour = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(at);
    expect(Number(hour)).toBe(0);
  });
});
