import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { complianceFlagText } from './compliance-flag.ts';

/** A t that writes the key and its params, to read what the flag asks for. */
const t = ((key: string, params?: Record<string, string>) =>
  params ? `${key} ${JSON.stringify(params)}` : key) as unknown as TFunction;

describe('the compliance flag text', () => {
  it('names the document in the page language, lower-cased inside the sentence, with its expiry', () => {
    const issue = {
      document: 'insurance',
      whose: 'car',
      expiry: '2026-11-30',
      reason: 'expired',
      day: '2026-12-10',
    } as const;
    expect(complianceFlagText(t, issue, 'en')).toBe(
      `compliance.expired ${JSON.stringify({ document: "the car's insurance", expiry: 'Nov 30, 2026', day: 'Dec 10, 2026' })}`,
    );
    expect(complianceFlagText(t, issue, 'es')).toContain('"document":"el seguro del auto"');
  });
  it('says when no car is assigned, and when a document is not on file', () => {
    const day = '2026-12-10';
    expect(
      complianceFlagText(t, { document: 'car', whose: 'car', expiry: null, reason: 'missing', day }, 'en'),
    ).toBe('compliance.noCar');
    expect(
      complianceFlagText(
        t,
        { document: 'tlc_driver_license', whose: 'chauffeur', expiry: null, reason: 'missing', day },
        'en',
      ),
    ).toContain('compliance.missing {"document":"the chauffeur\'s TLC driver license","expiry":""');
  });
});
