/** The specification's prefix of every invitation code (TAXI-12345). */
export const INVITATION_PREFIX = 'TAXI-';

/** As the specification reads a code: trimmed and upper-cased (`taxi-12345 ` is `TAXI-12345`). */
export function normalizeInvitationCode(raw: string | null | undefined): string {
  return (raw ?? '').trim().toUpperCase();
}

/**
 * The local check before asking the server: a code must start with TAXI- (the specification's message).
 * Whether it exists, is used, revoked or expired only the server knows.
 */
export function invitationFormatProblem(code: string): 'invitations.formatInvalid' | null {
  return code.startsWith(INVITATION_PREFIX) && code.length > INVITATION_PREFIX.length
    ? null
    : 'invitations.formatInvalid';
}

/** The code an approval email links with (/taxistas?code=TAXI-12345), normalized; null when absent. */
export function codeFromSearch(search: URLSearchParams): string | null {
  const code = normalizeInvitationCode(search.get('code'));
  return code ? code.slice(0, 20) : null;
}
