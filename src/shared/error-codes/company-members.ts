/** Company members, invitations and the company portal (issue 38, decision 056). */
export const COMPANY_MEMBERS_ERROR_CODES = {
  /** The signed-in customer is no active member of any company (GET /api/company and the portal's routes). */
  'companies.notMember': 404,
  /** A member who is not the company's admin tried an admin's action (invite, change roles, remove). */
  'companies.notCompanyAdmin': 403,
  /** Only customer accounts join companies: not a chauffeur's, not an admin's. */
  'companies.customersOnly': 403,
  /** The invited email is already an active member of this company. */
  'companies.alreadyMember': 409,
  /** The account is an active member of another company (one company at a time). */
  'companies.memberOfAnother': 409,
  /** The company's last admin cannot be removed, leave, or lose the admin role. */
  'companies.lastAdmin': 409,
  'companies.memberNotFound': 404,
  'companies.invitationNotFound': 404,
  /** The invitation's 14 days are over. */
  'companies.invitationExpired': 410,
  /** The invitation was accepted already (single use). */
  'companies.invitationUsed': 410,
  /** The company revoked the invitation (or sent a newer one to the same address). */
  'companies.invitationRevoked': 410,
  /** Signed in with another email than the invited one. */
  'companies.invitationEmailMismatch': 403,
  /** An account with the invited email exists: sign in with it, then accept. */
  'companies.signInToAccept': 409,
  /** A ride of the company the member may not see, or another company's: not revealed. */
  'companies.bookingNotFound': 404,
} as const satisfies Record<string, number>;
