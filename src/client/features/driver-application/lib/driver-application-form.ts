import '../../../../shared/zod-setup.ts';
import * as z from 'zod/mini';
import { driverApplicationRequestSchema } from '../../../../shared/contracts/drivers.ts';
import { issue } from '../../../../shared/zod-issues.ts';

/**
 * The application form: the contract's fields and rules, plus the terms (the specification's message), which
 * stay in the browser. No password: it is chosen once, at registration with the invitation code.
 */
export const driverApplicationFormSchema = z.extend(driverApplicationRequestSchema, {
  termsAccepted: z.literal(true, { error: issue('auth.termsRequired') }),
});
export type DriverApplicationForm = z.infer<typeof driverApplicationFormSchema>;
export type DriverApplicationFormInput = z.input<typeof driverApplicationFormSchema>;
