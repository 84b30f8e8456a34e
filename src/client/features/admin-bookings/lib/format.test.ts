import { describe, expect, it } from 'vitest';
import { formatNy } from './format.ts';

describe('formatNy', () => {
  const iso = '2026-03-05T18:30:00.000Z';
  it('reads an instant in New York time', () => {
    expect(formatNy(iso, 'day', 'en')).toBe('Mar 5, 2026');
    expect(formatNy(iso, 'time', 'en')).toMatch(/^1:30\sPM EST$/);
    expect(formatNy(iso, 'dayTime', 'en')).toMatch(/^Mar 5, 2026, 1:30\sPM EST$/);
  });
  it('keeps the New York day near midnight UTC', () => {
    expect(formatNy('2026-07-04T02:00:00.000Z', 'day', 'en')).toBe('Jul 3, 2026');
  });
  it('speaks Spanish', () => {
    expect(formatNy(iso, 'day', 'es')).toMatch(/5 mar/);
  });
  it('is empty for nothing or nonsense', () => {
    expect(formatNy(null, 'day', 'en')).toBe('');
    expect(formatNy('soon', 'dayTime', 'en')).toBe('');
  });
});
