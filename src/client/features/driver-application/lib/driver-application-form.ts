import '../../../../shared/zod-setup.ts';
import * as z from 'zod/mini';
import { driverApplicationRequestSchema } from '../../../../shared/contracts/drivers.ts';
import { issue } from '../../../../shared/zod-issues.ts';

/**
 * The application form: the contract's fields and rules, plus the password confirmation and the terms
 * (the specification's messages), which stay in the browser.
 */
export const driverApplicationFormSchema = z
  .extend(driverApplicationRequestSchema, {
    confirmPassword: z
      .string({ error: issue('drivers.confirmPassword') })
      .check(z.minLength(6, issue('drivers.confirmPassword'))),
    termsAccepted: z.literal(true, { error: issue('auth.termsRequired') }),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      error: issue('drivers.passwordsMismatch'),
      path: ['confirmPassword'],
    }),
  );
export type DriverApplicationForm = z.infer<typeof driverApplicationFormSchema>;
export type DriverApplicationFormInput = z.input<typeof driverApplicationFormSchema>;
