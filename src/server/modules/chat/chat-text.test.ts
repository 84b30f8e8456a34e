import { describe, expect, it } from 'vitest';
import { fill, normalizeText, plainText, tokenize } from './chat-text.ts';

describe('normalizeText', () => {
  it.each([
    ['¿Cuánto cuesta de JFK a Times Square?', 'cuanto cuesta de jfk a times square'],
    ['MAÑANA a las 8 de la mañana', 'manana a las 8 de la manana'],
    ['Sedán, camión, pingüino', 'sedan camion pinguino'],
    ["What's the price?!", 'whats the price'],
    ['We’re 5 people', 'were 5 people'],
    ['JFK -> Times Sq.', 'jfk → times sq'],
    ['JFK→Midtown', 'jfk → midtown'],
    ['LGA => Brooklyn', 'lga → brooklyn'],
    ['Pick me up at 3:30pm on 12/24', 'pick me up at 3:30pm on 12/24'],
    ['Open 24/7?', 'open 24/7'],
    ['350 W. 42nd St., New York', '350 w 42nd st new york'],
    ['point-to-point', 'point to point'],
    ['<script>alert(1)</script> price', 'script alert 1 script price'],
    ['  lots   of\tspace\n', 'lots of space'],
    ['', ''],
    ['?!…', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it('splits into the same tokens it joins', () => {
    expect(tokenize('¿Y en SUV?')).toEqual(['y', 'en', 'suv']);
  });
});

describe('fill', () => {
  it('replaces placeholders and leaves unknown ones empty', () => {
    expect(fill('{a} and {b}{missing}!', { a: 'x', b: 2 })).toBe('x and 2!');
  });
});

describe('plainText', () => {
  it('removes markup and stray angle brackets', () => {
    expect(plainText('<b>Hi</b> <script>alert(1)</script>there < > ok')).toBe('Hi alert(1)there  ok');
    expect(plainText('a\u0000b\u0007c')).toBe('abc');
  });

  it('keeps line breaks and caps the length', () => {
    expect(plainText('one  \ntwo')).toBe('one\ntwo');
    const long = plainText('x'.repeat(3000), 100);
    expect(long).toHaveLength(100);
    expect(long.endsWith('…')).toBe(true);
  });
});
