import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, STATUS_AUDIENCES, statusLabelKey } from '../../shared/domain/booking-status.ts';

function text(lang: string, i18nKey: string): unknown {
  const [ns = '', path = ''] = i18nKey.split(':');
  const file: unknown = JSON.parse(readFileSync(new URL(`./${lang}/${ns}.json`, import.meta.url), 'utf8'));
  return path
    .split('.')
    .reduce<unknown>((o, part) => (o as Record<string, unknown> | undefined)?.[part], file);
}

describe('booking status labels (decision 10)', () => {
  it.each(['en', 'es'])('has a %s text for every status and audience', (lang) => {
    for (const audience of STATUS_AUDIENCES) {
      for (const status of BOOKING_STATUSES) {
        const value = text(lang, statusLabelKey(audience, status));
        expect(typeof value === 'string' && value.trim() !== '', `${lang} ${audience} ${status}`).toBe(true);
      }
    }
  });

  it('labels confirmed as "Pending" and assigned as "Accepted" on the driver screens', () => {
    expect(text('en', statusLabelKey('driver', 'confirmed'))).toBe('Pending');
    expect(text('en', statusLabelKey('driver', 'assigned'))).toBe('Accepted');
    expect(text('en', statusLabelKey('customer', 'assigned'))).toBe('Assigned');
  });
});
