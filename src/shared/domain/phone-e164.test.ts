import { describe, expect, it } from 'vitest';
import { toE164 } from './phone-e164.ts';

describe('E.164', () => {
  it('reads US numbers however they are written', () => {
    expect(toE164('(212) 555-0123')).toBe('+12125550123');
    expect(toE164('212.555.0123')).toBe('+12125550123');
    expect(toE164('1 212 555 0123')).toBe('+12125550123');
    expect(toE164('+1 (212) 555-0123')).toBe('+12125550123');
  });

  it('keeps international numbers and reads 011 dialling', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('011 52 55 1234 5678')).toBe('+525512345678');
  });

  it('refuses what is no phone number', () => {
    expect(toE164('555-0123')).toBeNull();
    expect(toE164('(012) 555-0123')).toBeNull();
    expect(toE164('212 155 0123')).toBeNull();
    expect(toE164('call me')).toBeNull();
    expect(toE164('+0123456789')).toBeNull();
    expect(toE164('+1234567890123456')).toBeNull();
  });
});
