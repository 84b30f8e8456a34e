import { UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../../shared/contracts/auth.ts';
import { AppError } from '../../../../shared/errors.ts';
import { issue } from '../../../../shared/zod-issues.ts';
import { cn } from '../../../components/ui/cn.ts';
import { GuestFields } from '../../../booking/components/guest-fields.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useGuest } from '../api/use-guest.ts';
import { checkGuest, type GuestField, type GuestProblem } from '../lib/guest-validation.ts';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

type GuestValues = Record<GuestField, string>;

const TITLES = {
  missing: 'guest.errors.missingTitle',
  email: 'guest.errors.emailTitle',
  phone: 'guest.errors.phoneTitle',
  other: 'guest.errors.otherTitle',
} as const;
const BODIES = {
  missing: 'auth.guestMissing',
  email: 'auth.guestEmail',
  phone: 'auth.guestPhone',
} as const;

/** "Continue as Guest": contact details for the booking, kept in a server guest session (POST /api/guest). */
export function GuestCard({
  onContinue,
  className,
}: {
  onContinue: (user: CurrentUser) => void;
  className?: string;
}) {
  const { t } = useTranslation('auth');
  const message = useErrorText();
  const guest = useGuest();
  const titleId = useId();
  const alertId = useId();
  const [problem, setProblem] = useState<GuestProblem | null>(null);
  const { register, handleSubmit, setFocus } = useForm<GuestValues>({
    defaultValues: { email: '', firstName: '', lastName: '', phone: '' },
  });

  const onSubmit = async (values: GuestValues) => {
    const checked = checkGuest(values);
    if (!checked.ok) {
      setProblem(checked.problem);
      const first = checked.problem.fields[0];
      if (first) setFocus(first);
      return;
    }
    setProblem(null);
    try {
      const user = await guest.mutateAsync(checked.value);
      toast({ variant: 'success', title: t('toasts.guestTitle'), description: t('toasts.guestBody') });
      onContinue(user);
    } catch (err) {
      const fields = err instanceof AppError ? err.fieldErrors : undefined;
      const bad = fields ? (Object.keys(fields) as GuestField[]) : [];
      const first = fields?.[bad[0] ?? 'email'];
      if (first) setProblem({ kind: 'other', fields: bad, message: issue(first.code, first.params) });
      toast({
        variant: 'destructive',
        title: t('toasts.errorTitle'),
        description: message(err instanceof AppError ? err : 'common.tryAgain'),
      });
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-2xl bg-white p-6 shadow-xl shadow-ink/5 ring-1 ring-ink/8 sm:p-8', className)}
    >
      <div className="flex items-start gap-4">
        <span className="hidden size-11 shrink-0 items-center justify-center rounded-full border border-gold/40 text-gold-dark sm:inline-flex">
          <UserRound className="size-5" aria-hidden strokeWidth={1.5} />
        </span>
        <div>
          <h2 id={titleId} className="font-display text-3xl font-semibold text-ink">
            {t('guest.title')}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-stone">{t('guest.lead')}</p>
        </div>
      </div>
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="mt-6 grid gap-5">
        <GuestFields
          labels={{
            email: t('fields.email'),
            emailPlaceholder: t('fields.emailPlaceholder'),
            firstName: t('fields.firstName'),
            lastName: t('fields.lastName'),
            phone: t('fields.phone'),
            phoneHint: t('guest.phoneHint'),
            phonePlaceholder: t('fields.phonePlaceholder'),
          }}
          register={(field) => register(field)}
          invalid={problem?.fields ?? []}
          alertId={alertId}
        />
        {problem && (
          <FormAlert id={alertId} title={t(TITLES[problem.kind])}>
            {message(problem.kind === 'other' ? problem.message : BODIES[problem.kind])}
          </FormAlert>
        )}
        <SubmitButton pending={guest.isPending} pendingLabel={t('guest.pending')} variant="dark">
          {t('guest.submit')}
        </SubmitButton>
        <p className="text-center text-xs leading-relaxed text-stone">{t('guest.note')}</p>
      </form>
    </section>
  );
}
