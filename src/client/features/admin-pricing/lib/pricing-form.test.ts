import { describe, expect, it } from 'vitest';
import { toEditorDocument } from '../../../../shared/contracts/admin-pricing.ts';
import { DEFAULT_PRICING_CONFIG } from '../../../../shared/domain/pricing-defaults.ts';
import { countChanges, documentFieldErrors, getAt, isDirty, parseNumber, setAt } from './pricing-form.ts';

const doc = () => toEditorDocument(DEFAULT_PRICING_CONFIG);

describe('pricing form helpers', () => {
  it('replaces one value and shares the rest', () => {
    const before = doc();
    const after = setAt(before, ['rateCard', 'vehicles', 'sedan', 'baseRate'], 3);
    expect(after.rateCard.vehicles.sedan.baseRate).toBe(3);
    expect(before.rateCard.vehicles.sedan.baseRate).toBe(2.5);
    expect(after.packages).toBe(before.packages);
    const priced = setAt(before, ['packages', 4, 'price'], 400);
    expect(priced.packages[4]?.price).toBe(400);
    expect(priced.packages[3]).toBe(before.packages[3]);
    expect(getAt(priced, ['packages', 4, 'price'])).toBe(400);
  });

  it('tells a changed document and counts the changes', () => {
    const saved = doc();
    expect(isDirty(saved, doc())).toBe(false);
    const edited = setAt(setAt(saved, ['charges', 'adminFee'], 20), ['extras', 'childSeat', 'price'], 12);
    expect(isDirty(edited, saved)).toBe(true);
    expect(countChanges(edited, saved)).toBe(2);
    expect(isDirty(setAt(saved, ['charges', 'adminFee'], Number.NaN), saved)).toBe(true);
  });

  it('reads the server’s field problems by document path', () => {
    expect(
      documentFieldErrors({
        'document.rateCard.vehicles.sedan.baseRate': { code: 'pricing.baseRateRange' },
        expectedVersion: { code: 'common.required' },
      }),
    ).toEqual({ 'rateCard.vehicles.sedan.baseRate': { code: 'pricing.baseRateRange' } });
  });

  it('reads a number input', () => {
    expect(parseNumber(' 2.5 ')).toBe(2.5);
    expect(parseNumber('')).toBeNaN();
    expect(parseNumber('abc')).toBeNaN();
  });
});
