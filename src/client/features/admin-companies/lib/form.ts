import type { Company, CompanyInput } from '../../../../shared/contracts/companies.ts';
import {
  COMPANY_MAX_BILLING_EMAILS,
  COMPANY_MAX_REFERENCE_FIELDS,
  type CompanyStatus,
} from '../../../../shared/domain/companies.ts';

/**
 * The company form as typed (money in dollars, the discount in percent, every text a string) and the request it
 * sends (cents, parts per million, null for none). The server validates; its 400 names the field of each problem
 * (`billingEmails.1`, `referenceFields.0.labelEs`), shown under that field. A number that cannot be read is sent
 * as typed, so the server's answer names it rather than the form dropping it.
 */

export type PaymentTerms = CompanyInput['paymentTerms'];

export interface ReferenceFieldForm {
  key: string;
  labelEn: string;
  labelEs: string;
  required: boolean;
}

export interface CompanyForm {
  legalName: string;
  billingAddress: string;
  billingEmails: string[];
  taxId: string;
  paymentTerms: PaymentTerms;
  /** Dollars, as typed ("25,000" or "25000.50"). */
  creditLimit: string;
  referenceFields: ReferenceFieldForm[];
  /** Percent off, as typed ("12.5"); blank for none. */
  discount: string;
  language: 'en' | 'es';
  status: CompanyStatus;
  holdReason: string;
}

/** What the form sends: the contract's input, except a number typed wrong goes as its text. */
export type CompanyInputDraft = Omit<CompanyInput, 'creditLimitCents' | 'discountPpm'> & {
  creditLimitCents: number | string;
  discountPpm: number | string | null;
};

export const EMPTY_REFERENCE: ReferenceFieldForm = { key: '', labelEn: '', labelEs: '', required: false };

/** "25,000.50" -> 25000.5; a text that is not a plain amount -> null. */
export function readNumber(text: string): number | null {
  const plain = text.trim().replace(/[$,%\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(plain)) return null;
  return Number(plain);
}

/** Cents as dollars for the field ("25000" or "25000.50"). */
export function centsToDollars(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

/** Parts per million as a percent for the field (125000 -> "12.5"). */
export function ppmToPercent(ppm: number | null): string {
  return ppm === null ? '' : String(ppm / 10_000);
}

/** A reference key from its English label ("Cost centre" -> "cost-centre"), for a row whose key is blank. */
export function keyFromLabel(label: string): string {
  const slug = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .replace(/^[^a-z]+/, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug;
}

export function companyForm(c: Company | null | undefined): CompanyForm {
  if (!c) {
    return {
      legalName: '',
      billingAddress: '',
      billingEmails: [''],
      taxId: '',
      paymentTerms: 'net30',
      creditLimit: '',
      referenceFields: [],
      discount: '',
      language: 'en',
      status: 'active',
      holdReason: '',
    };
  }
  return {
    legalName: c.legalName,
    billingAddress: c.billingAddress,
    billingEmails: c.billingEmails.length ? [...c.billingEmails] : [''],
    taxId: c.taxId ?? '',
    paymentTerms: c.paymentTerms,
    creditLimit: centsToDollars(c.creditLimitCents),
    referenceFields: c.referenceFields.map((f) => ({ ...f })),
    discount: ppmToPercent(c.discountPpm),
    language: c.language,
    status: c.status,
    holdReason: c.holdReason ?? '',
  };
}

export function companyInput(f: CompanyForm): CompanyInputDraft {
  const limit = readNumber(f.creditLimit);
  const discount = f.discount.trim() === '' ? null : readNumber(f.discount);
  return {
    legalName: f.legalName,
    billingAddress: f.billingAddress,
    billingEmails: f.billingEmails.map((e) => e.trim()),
    taxId: f.taxId.trim() === '' ? null : f.taxId.trim(),
    paymentTerms: f.paymentTerms,
    creditLimitCents:
      f.creditLimit.trim() === '' ? 0 : limit === null ? f.creditLimit : Math.round(limit * 100),
    referenceFields: f.referenceFields.map((r) => ({
      key: r.key.trim() === '' ? keyFromLabel(r.labelEn) : r.key.trim(),
      labelEn: r.labelEn,
      labelEs: r.labelEs,
      required: r.required,
    })),
    discountPpm:
      f.discount.trim() === '' ? null : discount === null ? f.discount : Math.round(discount * 10_000),
    language: f.language,
    status: f.status,
    holdReason: f.status === 'on_hold' ? f.holdReason : null,
  };
}

export const canAddEmail = (f: CompanyForm) => f.billingEmails.length < COMPANY_MAX_BILLING_EMAILS;
export const canAddReference = (f: CompanyForm) => f.referenceFields.length < COMPANY_MAX_REFERENCE_FIELDS;
