import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.ts';

describe('memoized Intl formatters', () => {
  it('makes one formatter per locale and options, and formats as Intl does', () => {
    const usd = { style: 'currency', currency: 'USD' } as const;
    expect(numberFormat('en-US', usd)).toBe(numberFormat('en-US', { ...usd }));
    expect(numberFormat('es-US', usd)).not.toBe(numberFormat('en-US', usd));
    expect(numberFormat('en-US', usd).format(1234.5)).toBe('$1,234.50');
    const ny = { timeZone: 'America/New_York', hour: 'numeric', minute: '2-digit' } as const;
    expect(dateTimeFormat('en-US', ny)).toBe(dateTimeFormat('en-US', { ...ny }));
    expect(dateTimeFormat('en-US', ny).format(new Date('2026-12-01T19:30:00Z'))).toMatch(/^2:30\sPM$/);
  });
});
