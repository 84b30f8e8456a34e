import '../zod-setup.ts';
import * as z from 'zod/mini';
import { issue } from '../zod-issues.ts';
import { LOCALES } from './locale.ts';

/**
 * Company members and invitations (issue 38, decision 056), the parts other features share: the invitation a
 * company admin (POST /api/company/invitations) or the base's admin (POST /api/admin/companies/{id}/invitations,
 * to invite a company's first admin) sends, and how a member reads. The portal's own routes are in
 * company-portal.ts.
 *
 * Roles: `canBook` (books rides on the company's account, for any traveller), `canRide` (a traveller: the company's
 * rides may be booked for them), `isAdmin` (the company admin: invites, removes, sees every ride and the invoices).
 * At least one is true.
 */
export const companyRolesSchema = z
  .object({
    canBook: z.boolean({ error: issue('companies.rolesRequired') }),
    canRide: z.boolean({ error: issue('companies.rolesRequired') }),
    isAdmin: z.boolean({ error: issue('companies.rolesRequired') }),
  })
  .check(
    z.refine((r) => r.canBook || r.canRide || r.isAdmin, {
      error: issue('companies.rolesRequired'),
      path: ['canBook'],
    }),
  );
export type CompanyRoles = z.infer<typeof companyRolesSchema>;

/** POST /api/company/invitations and POST /api/admin/companies/{id}/invitations. */
export const companyInvitationInputSchema = z
  .object({
    email: z
      .string({ error: issue('companies.inviteEmailInvalid') })
      .check(
        z.trim(),
        z.toLowerCase(),
        z.maxLength(254, issue('companies.inviteEmailInvalid')),
        z.email(issue('companies.inviteEmailInvalid')),
      ),
    canBook: z.boolean({ error: issue('companies.rolesRequired') }),
    canRide: z.boolean({ error: issue('companies.rolesRequired') }),
    isAdmin: z.boolean({ error: issue('companies.rolesRequired') }),
    /** The language of the invitation email; the inviter's site language when absent. */
    language: z.optional(z.enum(LOCALES)),
  })
  .check(
    z.refine((r) => r.canBook || r.canRide || r.isAdmin, {
      error: issue('companies.rolesRequired'),
      path: ['canBook'],
    }),
  );
export type CompanyInvitationInput = z.infer<typeof companyInvitationInputSchema>;

/** An invitation as its company's admins (and the base's) read it; the token is never shown again. */
export const companyInvitationSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  email: z.string(),
  canBook: z.boolean(),
  canRide: z.boolean(),
  isAdmin: z.boolean(),
  /** pending (may be accepted until expiresAt), accepted, expired, revoked. */
  state: z.enum(['pending', 'accepted', 'expired', 'revoked']),
  invitedBy: z.nullable(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
  acceptedAt: z.nullable(z.string()),
});
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

/** A member as the company's admins (and the base's) read them. */
export const companyMemberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  canBook: z.boolean(),
  canRide: z.boolean(),
  isAdmin: z.boolean(),
  joinedAt: z.string(),
  /** Set for a member who left or was removed (kept: their rides stay on the company's books). */
  removedAt: z.nullable(z.string()),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

export const companyMembersListSchema = z.object({
  members: z.array(companyMemberSchema),
  invitations: z.array(companyInvitationSchema),
});
export type CompanyMembersList = z.infer<typeof companyMembersListSchema>;
