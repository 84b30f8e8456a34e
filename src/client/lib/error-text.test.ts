import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors.ts';
import en from '../../shared/errors/en.json' with { type: 'json' };
import es from '../../shared/errors/es.json' with { type: 'json' };
import { issue } from '../../shared/zod-issues.ts';
import { errorText, fieldMessages } from './error-text.ts';

/** The client's i18next setup for the errors namespace: flat keys with dots, plural forms, numbers. */
const i18n = i18next.createInstance();
let tEn: TFunction;
let tEs: TFunction;
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { errors: en }, es: { errors: es } },
    interpolation: { escapeValue: false },
  });
  tEn = i18n.getFixedT('en');
  tEs = i18n.getFixedT('es');
});

describe('errorText', () => {
  it("shows an API error's code in the page language, with its values and plural form", () => {
    const err = AppError.fromBody(429, {
      code: 'auth.tooManyAttempts',
      params: { count: 1 },
      message: 'Too many attempts. Please wait 1 minute and try again.',
    });
    expect(errorText(tEn, err)).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(errorText(tEs, err)).toBe('Demasiados intentos. Espere 1 minuto e inténtelo de nuevo.');
    expect(errorText(tEs, new AppError('auth.tooManyAttempts', { count: 15 }))).toBe(
      'Demasiados intentos. Espere 15 minutos e inténtelo de nuevo.',
    );
  });

  it('reads form messages (codes with parameters) and field problems the same way', () => {
    expect(errorText(tEn, issue('booking.addressTooLong', { count: 300 }))).toBe(
      'Addresses must be at most 300 characters',
    );
    expect(errorText(tEs, issue('booking.leadHours', { count: 2 }))).toBe(
      'Su recogida debe programarse con al menos 2 horas de anticipación',
    );
    expect(errorText(tEs, { code: 'common.emailInvalid' })).toBe('Correo electrónico no válido');
    expect(errorText(tEs, 'quote.noRoute')).toBe(
      'No encontramos una ruta por carretera; los precios usan la tarifa base estándar',
    );
    expect(errorText(tEn, issue('pricing.cents', { max: 10_000_000 }))).toBe(
      'Enter whole cents from 0 to 10,000,000',
    );
  });

  it("keeps the server's English for a code it does not know, and text as it is", () => {
    const unknown = AppError.fromBody(409, { code: 'booking.someNewRule', message: 'A new rule applies.' });
    expect(errorText(tEs, unknown)).toBe('A new rule applies.');
    expect(errorText(tEs, 'Su tarjeta fue rechazada.')).toBe('Su tarjeta fue rechazada.');
    expect(errorText(tEn, undefined)).toBeUndefined();
    expect(errorText(tEn, new TypeError('boom'))).toBeUndefined();
  });

  it("never shows the server's English on a Spanish page whose texts have not loaded yet", async () => {
    const bare = i18next.createInstance();
    await bare.init({ lng: 'es', fallbackLng: 'en', resources: {}, interpolation: { escapeValue: false } });
    const err = AppError.fromBody(400, {
      code: 'maps.pickupNotFound',
      message: 'We could not find that pickup address',
    });
    expect(errorText(bare.getFixedT('es'), err)).toBeUndefined();
    expect(errorText(bare.getFixedT('es'), 'maps.inputRequired')).toBeUndefined();
    // An English page may show the server's English meanwhile.
    expect(errorText(bare.getFixedT('en'), err)).toBe('We could not find that pickup address');
  });

  it("turns an error's field problems into form messages", () => {
    const err = AppError.fromBody(400, {
      code: 'booking.leadHours',
      params: { count: 2 },
      message: 'Pickup must be at least 2 hours from now',
      fields: { pickupDateTime: 'Pickup must be at least 2 hours from now' },
      fieldErrors: { pickupDateTime: { code: 'booking.leadHours', params: { count: 2 } } },
    });
    expect(fieldMessages(err)).toEqual({ pickupDateTime: 'booking.leadHours?count=2' });
    expect(fieldMessages(new Error('x'))).toBeUndefined();
  });
});
