import { describe, expect, it } from 'vitest';
import { placeText } from './place-text.ts';

describe('placeText', () => {
  it('says the locator’s English words in Spanish, keeping the street names', () => {
    expect(placeText('40 Wall St (between Broadway and William St), New York, NY', 'es')).toBe(
      '40 Wall St (entre Broadway y William St), New York, NY',
    );
    expect(placeText('between 5th Ave and 6th Ave, New York, NY', 'es')).toBe(
      'entre 5th Ave y 6th Ave, New York, NY',
    );
    expect(placeText('approximately: Wall St & Broadway area, New York, NY', 'es')).toBe(
      'aproximadamente: zona de Wall St & Broadway, New York, NY',
    );
  });

  it('leaves English, and places without those words, as they are', () => {
    const s = '40 Wall St (between Broadway and William St), New York, NY';
    expect(placeText(s, 'en')).toBe(s);
    expect(placeText('JFK Terminal 4, Queens, NY 11430', 'es')).toBe('JFK Terminal 4, Queens, NY 11430');
    expect(placeText('Times Square, Manhattan', 'es')).toBe('Times Square, Manhattan');
  });
});
