import * as z from 'zod/mini';

export const CONTACT_SUBJECTS = ['reservation', 'quote', 'feedback', 'other'] as const;

/** The specification's contact rules and messages; used by the form and by POST /api/contact. */
export const contactRequestSchema = z.object({
  name: z
    .string({ error: 'Name must be at least 2 characters' })
    .check(
      z.trim(),
      z.minLength(2, 'Name must be at least 2 characters'),
      z.maxLength(120, 'Name must be at most 120 characters'),
    ),
  email: z
    .string({ error: 'Invalid email address' })
    .check(z.trim(), z.maxLength(254, 'Invalid email address'), z.email('Invalid email address')),
  phone: z
    .string({ error: 'Invalid phone number' })
    .check(
      z.trim(),
      z.minLength(7, 'Invalid phone number'),
      z.maxLength(32, 'Invalid phone number'),
      z.regex(/^[0-9+()\-.\s]+$/, 'Invalid phone number'),
    ),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Please select a subject' }),
  message: z
    .string({ error: 'Message must be at least 10 characters' })
    .check(
      z.trim(),
      z.minLength(10, 'Message must be at least 10 characters'),
      z.maxLength(5000, 'Message must be at most 5000 characters'),
    ),
  locale: z.optional(z.enum(['en', 'es'])),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const contactResponseSchema = z.object({ success: z.literal(true), id: z.string() });
