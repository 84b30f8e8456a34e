import { describe, expect, it } from 'vitest';
import { checkGuest } from './guest-validation.ts';

const ok = { email: 'ana@example.com', firstName: 'Ana', lastName: 'Ruiz', phone: '(212) 555-0147' };

describe('checkGuest', () => {
  it('accepts complete contact details', () => {
    expect(checkGuest(ok)).toEqual({ ok: true, value: ok });
  });
  it('reports every missing field first', () => {
    expect(checkGuest({ ...ok, firstName: ' ', phone: '' })).toEqual({
      ok: false,
      problem: { kind: 'missing', fields: ['firstName', 'phone'] },
    });
  });
  it('then an invalid email, then an invalid phone', () => {
    expect(checkGuest({ ...ok, email: 'nope', phone: '12' })).toMatchObject({ problem: { kind: 'email' } });
    expect(checkGuest({ ...ok, phone: '555-01' })).toMatchObject({ problem: { kind: 'phone' } });
    expect(checkGuest({ ...ok, phone: '555-0147-abc' })).toMatchObject({ problem: { kind: 'phone' } });
  });
});
