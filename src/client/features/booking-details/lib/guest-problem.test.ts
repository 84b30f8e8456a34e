import { describe, expect, it } from 'vitest';
import { guestRequestSchema } from '../../../../shared/contracts/auth.ts';
import { GUEST_EMAIL, GUEST_MISSING, GUEST_PHONE, guestProblem } from './guest-problem.ts';

describe('the guest messages', () => {
  it('are the shared schema’s', () => {
    const issues = guestRequestSchema.safeParse({ email: 'x', firstName: '', lastName: 'R', phone: '1' })
      .error?.issues;
    const messages = issues?.map((i) => i.message) ?? [];
    expect(messages).toContain(GUEST_MISSING);
    expect(messages).toContain(GUEST_EMAIL);
    expect(messages).toContain(GUEST_PHONE);
  });
});

describe('guestProblem', () => {
  it('reports missing fields first, all of them', () => {
    expect(guestProblem({ email: GUEST_EMAIL, lastName: GUEST_MISSING, phone: GUEST_MISSING })).toEqual({
      kind: 'missing',
      fields: ['lastName', 'phone'],
      message: GUEST_MISSING,
    });
  });

  it('then an invalid email, then an invalid phone', () => {
    expect(guestProblem({ email: GUEST_EMAIL, phone: GUEST_PHONE })).toEqual({
      kind: 'email',
      fields: ['email'],
      message: GUEST_EMAIL,
    });
    expect(guestProblem({ phone: GUEST_PHONE })).toEqual({
      kind: 'phone',
      fields: ['phone'],
      message: GUEST_PHONE,
    });
  });

  it('passes on any other message (a name too long, the server’s word)', () => {
    expect(guestProblem({ firstName: 'auth.firstNameTooLong' })).toEqual({
      kind: 'other',
      fields: ['firstName'],
      message: 'auth.firstNameTooLong',
    });
    expect(guestProblem({})).toBeNull();
  });
});
