import '../zod-setup.ts';
import * as z from 'zod/mini';
import { issue } from '../zod-issues.ts';

export const CONTACT_SUBJECTS = ['reservation', 'quote', 'feedback', 'other'] as const;

/** The specification's contact rules (messages as error codes); used by the form and by POST /api/contact. */
export const contactRequestSchema = z.object({
  name: z
    .string({ error: issue('contact.nameMin') })
    .check(z.trim(), z.minLength(2, issue('contact.nameMin')), z.maxLength(120, issue('contact.nameMax'))),
  email: z
    .string({ error: issue('common.emailInvalid') })
    .check(z.trim(), z.maxLength(254, issue('common.emailInvalid')), z.email(issue('common.emailInvalid'))),
  phone: z
    .string({ error: issue('common.phoneInvalid') })
    .check(
      z.trim(),
      z.minLength(7, issue('common.phoneInvalid')),
      z.maxLength(32, issue('common.phoneInvalid')),
      z.regex(/^[0-9+()\-.\s]+$/, issue('common.phoneInvalid')),
    ),
  subject: z.enum(CONTACT_SUBJECTS, { error: issue('contact.subject') }),
  message: z
    .string({ error: issue('contact.messageMin') })
    .check(
      z.trim(),
      z.minLength(10, issue('contact.messageMin')),
      z.maxLength(5000, issue('contact.messageMax')),
    ),
  locale: z.optional(z.enum(['en', 'es'])),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), id: z.string() });
