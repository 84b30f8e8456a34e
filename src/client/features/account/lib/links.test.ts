import { describe, expect, it } from 'vitest';
import { loginHref, receiptPath, receiptPdfFileName, receiptPdfHref } from './links.ts';

describe('account links', () => {
  it('sends a signed-out visitor to the login page with the way back', () => {
    expect(loginHref('/dashboard')).toBe('/auth/login?next=/dashboard');
    expect(loginHref('/bookings?status=completed')).toBe('/auth/login?next=/bookings%3Fstatus%3Dcompleted');
  });

  it('never sends them to another site afterwards', () => {
    expect(loginHref('https://evil.example')).toBe('/auth/login?next=/dashboard');
    expect(loginHref('//evil.example')).toBe('/auth/login?next=/dashboard');
  });

  it('builds the receipt addresses', () => {
    const id = '3f2b9c1e-8a7d-4c3b-9e1f-0a1b2c3d4e5f';
    expect(receiptPath(id)).toBe(`/bookings/${id}/receipt`);
    expect(receiptPdfHref(id)).toBe(`/api/user/bookings/${id}/receipt.pdf`);
    expect(receiptPdfHref(id, 'es')).toBe(`/api/user/bookings/${id}/receipt.pdf?lang=es`);
    expect(receiptPdfFileName('NYC-7K3M9Q')).toBe('receipt-NYC-7K3M9Q.pdf');
  });
});
