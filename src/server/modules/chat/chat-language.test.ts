import { describe, expect, it } from 'vitest';
import { detectLanguage, detectorScores, lexiconScores } from './chat-language.ts';

describe('detectLanguage', () => {
  it.each([
    // Sentences
    ['¿Cuánto cuesta de JFK a Times Square en SUV?', 'es'],
    ['cuanto sale ir de laguardia a brooklyn', 'es'],
    ['price from Newark to Midtown for 5 people', 'en'],
    ['how much is the wedding package', 'en'],
    ['cuando es mi proximo viaje', 'es'],
    ['when is my next ride', 'en'],
    ['puedo pagar con tarjeta de credito', 'es'],
    ['can i pay with a credit card', 'en'],
    // Short messages, where n-gram detectors are unreliable
    ['hola', 'es'],
    ['hello', 'en'],
    ['gracias', 'es'],
    ['thanks', 'en'],
    ['paquetes por hora', 'es'],
    ['child seat', 'en'],
    ['book as guest', 'en'],
    ['phone number', 'en'],
    ['telefono', 'es'],
    ['precios', 'es'],
    ['flota', 'es'],
    ['fleet', 'en'],
    // Typos and missing accents
    ['grasias', 'es'],
    ['presio de jfk a manhatan', 'es'],
    ['how mcuh from jfk to time sq', 'en'],
    ['politica de cancelasion', 'es'],
    ['cancelation policy', 'en'],
  ] as const)('%j is %s', (text, language) => {
    expect(detectLanguage(text, language === 'en' ? 'es' : 'en')).toBe(language);
  });

  it('lets the site language decide for language-neutral messages', () => {
    expect(detectLanguage('JFK → Times Square', 'es')).toBe('es');
    expect(detectLanguage('JFK → Times Square', 'en')).toBe('en');
    expect(detectLanguage('SUV', 'es')).toBe('es');
    expect(detectLanguage('10036')).toBe('en');
  });

  it('counts Spanish-only characters as a strong hint', () => {
    expect(lexiconScores('¿JFK?').es).toBeGreaterThan(0);
    expect(lexiconScores('niño').es).toBeGreaterThan(0);
    expect(lexiconScores('JFK').en + lexiconScores('JFK').es).toBe(0);
  });

  it('takes the detector only when it is confident', () => {
    expect(detectorScores('JFK → Times Square')).toEqual({ en: 0, es: 0 });
    expect(detectorScores('puedo reservar un viaje sin crear una cuenta').es).toBeGreaterThan(1);
    expect(detectorScores('can I book a ride without creating an account').en).toBeGreaterThan(1);
  });
});
