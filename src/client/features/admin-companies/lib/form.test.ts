import { describe, expect, it } from 'vitest';
import { companyInputSchema } from '../../../../shared/contracts/companies.ts';
import { companyForm, companyInput, keyFromLabel, readNumber } from './form.ts';

const company = {
  id: 'c1',
  legalName: 'Hudson & Pike LLP',
  billingAddress: '1 Liberty Plaza\nNew York, NY 10006',
  billingEmails: ['ap@hudsonpike.com'],
  taxId: null,
  paymentTerms: 'net15' as const,
  creditLimitCents: 2_500_050,
  referenceFields: [
    { key: 'cost-centre', labelEn: 'Cost centre', labelEs: 'Centro de costos', required: true },
  ],
  discountPpm: 125_000,
  language: 'es' as const,
  status: 'active' as const,
  holdReason: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-20T15:00:00.000Z',
};

describe('the company form', () => {
  it('reads a company into the form (dollars, percent) and back into the same input', () => {
    const form = companyForm(company);
    expect(form).toMatchObject({ creditLimit: '25000.50', discount: '12.5', taxId: '' });
    const input = companyInput(form);
    expect(input).toMatchObject({ creditLimitCents: 2_500_050, discountPpm: 125_000, taxId: null });
    expect(companyInputSchema.safeParse(input).success).toBe(true);
  });

  it('converts dollars to cents and percent to parts per million; blank is none', () => {
    const base = companyForm(null);
    expect(companyInput({ ...base, creditLimit: '$25,000', discount: '' })).toMatchObject({
      creditLimitCents: 2_500_000,
      discountPpm: null,
    });
    expect(companyInput({ ...base, creditLimit: '0.1', discount: '7.25%' })).toMatchObject({
      creditLimitCents: 10,
      discountPpm: 72_500,
    });
    // Typed wrong: sent as typed, so the server names the field.
    expect(companyInput({ ...base, creditLimit: 'lots', discount: 'half' })).toMatchObject({
      creditLimitCents: 'lots',
      discountPpm: 'half',
    });
    expect(readNumber('1e3')).toBeNull();
  });

  it('keeps a hold reason only on hold, and makes a blank key from the English label', () => {
    const base = { ...companyForm(company), holdReason: 'Unpaid' };
    expect(companyInput(base).holdReason).toBeNull();
    expect(companyInput({ ...base, status: 'on_hold' }).holdReason).toBe('Unpaid');
    const refs = companyInput({
      ...base,
      referenceFields: [{ key: ' ', labelEn: 'Número de Asunto', labelEs: 'x', required: false }],
    }).referenceFields;
    expect(refs[0]?.key).toBe('numero-de-asunto');
    expect(keyFromLabel('2026 Cost centre!')).toBe('cost-centre');
  });
});
