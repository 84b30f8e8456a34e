import { describe, expect, it } from 'vitest';
import { isGsm7, smsSegments, toGsm7 } from './gsm7.ts';

describe('GSM-7', () => {
  it('knows the basic and extension tables', () => {
    expect(isGsm7('Your chauffeur is on the way. Ñandú ¿Sí? €5 [ok]')).toBe(false); // "ú" and "í" are not GSM-7
    expect(isGsm7('Su chofer va en camino. ¿Listo? Ñ ü € [ok] {x}')).toBe(true);
    expect(isGsm7('Hi 👋')).toBe(false);
  });

  it('counts segments: 160 / 153 in GSM-7, 70 / 67 in UCS-2, extension characters twice', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0 });
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('€'.repeat(81)).segments).toBe(2);
    expect(smsSegments('á'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegments('á'.repeat(71)).segments).toBe(2);
    expect(smsSegments('á'.repeat(135)).segments).toBe(3);
  });

  it('writes Spanish and typographic punctuation in GSM-7', () => {
    const text = toGsm7('Su chofer llegó — está aquí “ya”');
    expect(text).toBe('Su chofer llego - esta aqui "ya"');
    expect(isGsm7(text)).toBe(true);
  });
});
