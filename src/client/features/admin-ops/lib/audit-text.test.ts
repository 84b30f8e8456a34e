import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enOps from '../../../locales/en/admin-ops.json' with { type: 'json' };
import esOps from '../../../locales/es/admin-ops.json' with { type: 'json' };
import enPricing from '../../../locales/en/admin-pricing.json' with { type: 'json' };
import esPricing from '../../../locales/es/admin-pricing.json' with { type: 'json' };
import enDrivers from '../../../locales/en/admin-drivers.json' with { type: 'json' };
import esDrivers from '../../../locales/es/admin-drivers.json' with { type: 'json' };
import enStatus from '../../../locales/en/booking-status.json' with { type: 'json' };
import esStatus from '../../../locales/es/booking-status.json' with { type: 'json' };
import enCommon from '../../../locales/en/common.json' with { type: 'json' };
import esCommon from '../../../locales/es/common.json' with { type: 'json' };
import { auditChanges, auditSentence, type AuditWords } from './audit-text.ts';

/**
 * Issue 35: the audit log showed raw codes (`NYC-…: in_progress → completed`, `customRide.perMile.escalade 4 →
 * 5`). Each entry now reads in words, in English and Spanish, from the before/after the server stores.
 */
const i18n = i18next.createInstance();
let en: AuditWords;
let es: AuditWords;
beforeAll(async () => {
  const ns = (ops: object, pricing: object, drivers: object, status: object, common: object) => ({
    'admin-ops': ops,
    'admin-pricing': pricing,
    'admin-drivers': drivers,
    'booking-status': status,
    common,
  });
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    resources: {
      en: ns(enOps, enPricing, enDrivers, enStatus, enCommon),
      es: ns(esOps, esPricing, esDrivers, esStatus, esCommon),
    },
    interpolation: { escapeValue: false },
  });
  en = { t: i18n.getFixedT('en') as TFunction, lang: 'en' };
  es = { t: i18n.getFixedT('es') as TFunction, lang: 'es' };
});

const statusMove = {
  action: 'booking.status' as const,
  entityId: 'b1',
  summary: 'NYC-7K3M9Q: in_progress → completed',
  before: { status: 'in_progress' },
  after: { status: 'completed' },
};

const priceChange = {
  action: 'pricing.update' as const,
  entityId: '7',
  summary: 'Version 7: customRide.perMile.escalade 4 → 5; charges.taxRatePercent 8.875 → 9',
  before: { version: 6, changes: { 'customRide.perMile.escalade': 4, 'charges.taxRatePercent': 8.875 } },
  after: { version: 7, changes: { 'customRide.perMile.escalade': 5, 'charges.taxRatePercent': 9 } },
};

describe('the audit log in words', () => {
  it('names a status move by its labels, not its codes', () => {
    expect(auditSentence(statusMove, en)).toBe('NYC-7K3M9Q: moved from In Progress to Completed');
    const spanish = auditSentence(statusMove, es);
    expect(spanish).not.toMatch(/in_progress|completed/);
    expect(spanish).toMatch(/^NYC-7K3M9Q: pasó de .+ a .+$/);
    expect(auditChanges(statusMove, en)).toEqual([
      { key: 'status', label: 'Status', before: 'In Progress', after: 'Completed' },
    ]);
  });

  it('names a price change by the setting, with money as money', () => {
    expect(auditSentence(priceChange, en)).toBe(
      'Version 7: Cadillac Escalade, per mile from $4.00 to $5.00; Sales tax from 8.875% to 9%',
    );
    const spanish = auditSentence(priceChange, es);
    expect(spanish).not.toContain('customRide');
    expect(spanish).toContain('Versión 7');
    expect(auditChanges(priceChange, es).map((c) => c.label)).not.toContain('customRide.perMile.escalade');
  });

  it('keeps the stored summary for an entry it cannot read', () => {
    const other = {
      action: 'outbox.resend' as const,
      entityId: 'e',
      summary: 'Resent x',
      before: null,
      after: null,
    };
    expect(auditSentence(other, es)).toBe('Resent x');
  });
});
