import { ArrowRight, KeyRound, Mail } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppError } from '../../../../shared/errors.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useErrorText, type ErrorLike } from '../../../lib/error-text.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useVerifyInvitation } from '../api/use-verify-invitation.ts';
import { invitationFormatProblem, normalizeInvitationCode } from '../lib/invitation-code.ts';
import type { VerifiedInvitation } from '../lib/registration-form.ts';

/** The specification's email rule, as the server checks it (the server decides whether it is the applicant's). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface InvitationStepProps {
  /** The code typed before (Back from step 2) or carried by the approval email's link. */
  initialCode: string;
  /** The email typed before (Back from step 2). */
  initialEmail: string;
  onVerified: (invitation: VerifiedInvitation) => void;
}

const textLink =
  'inline-flex items-center gap-1 rounded-sm font-semibold text-gold-dark underline-offset-4 hover:underline';

/**
 * Step 1: the invitation code and the email the application was made with. The code is trimmed and
 * upper-cased; a code not starting with TAXI- is refused here with the specification's message; then the
 * server checks the pair and answers the application (toast 'Verification Failed' otherwise). The code from
 * the approval email's link is filled in; the email is always typed.
 */
export function InvitationStep({ initialCode, initialEmail, onVerified }: InvitationStepProps) {
  const { t } = useTranslation('driver-registration');
  const message = useErrorText();
  const verify = useVerifyInvitation();
  const session = useCurrentUser();
  const [code, setCode] = useState(initialCode);
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<ErrorLike>(null);
  const [emailProblem, setEmailProblem] = useState<ErrorLike>(null);
  const input = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  // The approval email's link carries the code: the email is what is left to type.
  useEffect(() => {
    if (initialCode && !initialEmail) emailInput.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the code the page opened with
  }, []);

  const check = async () => {
    const value = normalizeInvitationCode(code);
    const address = email.trim();
    setCode(value);
    const local = invitationFormatProblem(value);
    const localEmail = EMAIL.test(address) ? null : 'drivers.emailInvalid';
    setProblem(local);
    setEmailProblem(localEmail);
    if (local || localEmail) {
      (local ? input : emailInput).current?.focus();
      return;
    }
    try {
      const answer = await verify.mutateAsync({ invitationCode: value, email: address });
      if (!answer.applicant) throw new AppError('invitations.unknown');
      onVerified({ invitationCode: answer.invitationCode, email: address, applicant: answer.applicant });
    } catch (error) {
      const known = error instanceof AppError ? error : 'common.tryAgain';
      // A wrong email is the email's problem; anything else is the code's.
      const onEmail = error instanceof AppError && error.code === 'invitations.emailMismatch';
      (onEmail ? setEmailProblem : setProblem)(known);
      (onEmail ? emailInput : input).current?.focus();
      toast({
        variant: 'destructive',
        title: t('verify.failedTitle'),
        description: message(known) ?? t('verify.failedBody'),
      });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!verify.isPending) void check();
  };

  const driver = session.data && !session.data.isGuest && session.data.role === 'driver';

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
      <section
        aria-labelledby="invitation-card-title"
        className="rounded-2xl bg-white p-6 shadow-xl shadow-ink/5 ring-1 ring-ink/8 sm:p-10"
      >
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-gold/15 text-gold-dark">
          <KeyRound className="size-6" aria-hidden strokeWidth={1.75} />
        </span>
        <h2 id="invitation-card-title" className="mt-5 font-display text-3xl font-semibold text-ink">
          {t('verify.title')}
        </h2>
        <p className="mt-2 max-w-xl text-sm leading-relaxed text-stone sm:text-base">{t('verify.lead')}</p>

        {driver && (
          <p
            data-testid="already-driver"
            className="mt-6 rounded-xl bg-ivory px-4 py-3 text-sm text-ink/80 ring-1 ring-gold/30"
          >
            {t('verify.alreadyDriver')}{' '}
            <Link to="/driver/dashboard" className={textLink}>
              {t('verify.toDashboard')}
            </Link>
          </p>
        )}

        <form onSubmit={onSubmit} noValidate className="mt-8 grid gap-5">
          <Field label={t('verify.label')} error={problem} hint={t('verify.hint')}>
            {({ id, describedBy, invalid }) => (
              <Input
                ref={input}
                id={id}
                name="invitationCode"
                value={code}
                onChange={(e) => {
                  setCode(e.target.value.toUpperCase());
                  if (problem) setProblem(null);
                }}
                placeholder="TAXI-12345"
                autoComplete="one-time-code"
                autoCapitalize="characters"
                autoCorrect="off"
                spellCheck={false}
                maxLength={20}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                className="h-14 font-mono text-lg tracking-[0.2em] uppercase placeholder:tracking-[0.2em]"
              />
            )}
          </Field>
          <Field label={t('verify.emailLabel')} error={emailProblem} hint={t('verify.emailHint')}>
            {({ id, describedBy, invalid }) => (
              <Input
                ref={emailInput}
                id={id}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={254}
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  if (emailProblem) setEmailProblem(null);
                }}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                className="h-14 text-lg"
              />
            )}
          </Field>
          <SubmitButton pending={verify.isPending} pendingLabel={t('verify.pending')} variant="dark">
            {t('verify.submit')}
            <ArrowRight className="size-4" aria-hidden />
          </SubmitButton>
        </form>

        <div className="mt-8 grid gap-3 border-t border-ink/8 pt-6 text-sm text-stone">
          <p>
            {t('verify.noCode')}{' '}
            <Link to="/driver-request" className={textLink} data-testid="apply-link">
              {t('verify.apply')}
              <ArrowRight className="size-3.5" aria-hidden />
            </Link>
          </p>
          <p>
            {t('verify.registered')}{' '}
            <Link to="/driver-login" className={textLink}>
              {t('verify.signIn')}
            </Link>
          </p>
        </div>
      </section>

      <aside
        aria-labelledby="invitation-help-title"
        className="rounded-2xl bg-ink p-6 text-ivory shadow-xl shadow-ink/10 ring-1 ring-gold/25 sm:p-8"
      >
        <span className="inline-flex size-10 items-center justify-center rounded-full border border-gold/40 text-gold">
          <Mail className="size-5" aria-hidden strokeWidth={1.75} />
        </span>
        <h2 id="invitation-help-title" className="mt-4 font-display text-2xl font-semibold">
          {t('help.title')}
        </h2>
        <ul className="mt-4 grid gap-3 text-sm leading-relaxed text-ivory/75">
          <li>{t('help.email')}</li>
          <li>{t('help.once')}</li>
          <li>{t('help.expiry')}</li>
        </ul>
        <ButtonLink to="/driver-request" variant="outline-light" size="sm" className="mt-6">
          {t('help.apply')}
        </ButtonLink>
      </aside>
    </div>
  );
}
