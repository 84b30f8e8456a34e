import { describe, expect, it } from 'vitest';
import { codeFromSearch, invitationFormatProblem, normalizeInvitationCode } from './invitation-code.ts';

describe('invitation code, as the registration reads it', () => {
  it('is trimmed and upper-cased', () => {
    expect(normalizeInvitationCode('  taxi-12345 ')).toBe('TAXI-12345');
    expect(normalizeInvitationCode(undefined)).toBe('');
  });
  it('must start with TAXI- (the specification message), and carry something after it', () => {
    expect(invitationFormatProblem('TAXI-12345')).toBeNull();
    expect(invitationFormatProblem('TAXI-1')).toBeNull();
    for (const bad of ['', 'TAXI-', 'TAXI12345', 'CAB-12345', '12345', ' TAXI-12345']) {
      expect(invitationFormatProblem(bad)).toBe('invitations.formatInvalid');
    }
  });
  it('reads ?code= from the approval email link', () => {
    expect(codeFromSearch(new URLSearchParams('code=taxi-54321'))).toBe('TAXI-54321');
    expect(codeFromSearch(new URLSearchParams('code=%20%20'))).toBeNull();
    expect(codeFromSearch(new URLSearchParams(''))).toBeNull();
    expect(codeFromSearch(new URLSearchParams(`code=TAXI-${'9'.repeat(40)}`))?.length).toBe(20);
  });
});
