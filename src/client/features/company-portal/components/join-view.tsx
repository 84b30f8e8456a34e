import { Building2, CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { InvitationPreview } from '../../../../shared/contracts/company-portal.ts';
import { AppError } from '../../../../shared/errors.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatNy } from '../../../lib/new-york-date.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { PortalSpinner } from './page-spinner.tsx';
import { loginHref, usePortalFormat } from './format.ts';

import { useAcceptInvitation, useInvitationPreview } from '../api/portal.ts';
import { rolesLabel } from './roles.ts';

function Card({ children }: { children: React.ReactNode }) {
  return (
    <div className="container-page py-10 sm:py-16">
      <div className="mx-auto grid max-w-xl gap-6 rounded-2xl bg-white p-6 ring-1 ring-ink/8 sm:p-8">
        {children}
      </div>
    </div>
  );
}

/** What the invitation offers: the company, the roles, the invited email and until when. */
function Offer({ invitation }: { invitation: InvitationPreview }) {
  const { t } = useTranslation('company-portal');
  const { lang } = usePortalFormat();
  return (
    <div className="grid gap-4">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-ivory-deep text-gold-dark">
        <Building2 className="size-5" aria-hidden strokeWidth={1.5} />
      </span>
      <div>
        <p className="eyebrow text-gold-dark">{t('join.eyebrow')}</p>
        <h1
          className="mt-1 font-display text-3xl font-semibold text-ink sm:text-4xl"
          data-testid="join-company"
        >
          {t('join.title', { company: invitation.companyName })}
        </h1>
      </div>
      <dl className="grid gap-2 rounded-xl bg-ivory p-4 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-stone">{t('join.email')}</dt>
        <dd className="font-medium break-all text-ink">{invitation.email}</dd>
        <dt className="text-stone">{t('join.roles')}</dt>
        <dd className="font-medium text-ink">{rolesLabel(t, invitation)}</dd>
        {invitation.state === 'pending' && (
          <>
            <dt className="text-stone">{t('join.expires')}</dt>
            <dd className="text-ink">{formatNy(invitation.expiresAt, 'mediumDayTime', lang)}</dd>
          </>
        )}
      </dl>
    </div>
  );
}

/** Signed out: the new account's names, phone (optional) and password; the invited email is the account's. */
function CreateAccount({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation('company-portal');
  const { lang } = usePortalFormat();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  const [form, setForm] = useState({ firstName: '', lastName: '', phone: '', password: '' });
  const error =
    accept.error instanceof AppError ? accept.error : accept.error ? new AppError('common.tryAgain') : null;
  const fields = error?.fieldErrors ?? {};
  const general = error && !error.fieldErrors ? errorText(error) : undefined;
  const next = `/company/join?token=${encodeURIComponent(token)}`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    accept.mutate(
      {
        firstName: form.firstName,
        lastName: form.lastName,
        ...(form.phone.trim() ? { phone: form.phone } : {}),
        password: form.password,
        locale: lang,
      },
      { onSuccess: () => void navigate('/company') },
    );
  };
  const input = (name: keyof typeof form, autoComplete: string, type = 'text') => (
    <Field
      label={t(`join.${name}`)}
      error={fields[name]}
      hint={name === 'phone' ? t('join.phoneHint') : undefined}
    >
      {({ id, describedBy, invalid }) =>
        name === 'password' ? (
          <PasswordInput
            id={id}
            autoComplete="new-password"
            value={form.password}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => setForm((f) => ({ ...f, password: e.target.value }))}
          />
        ) : (
          <Input
            id={id}
            type={type}
            autoComplete={autoComplete}
            value={form[name]}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
          />
        )
      }
    </Field>
  );
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate data-testid="join-form">
      <h2 className="font-display text-2xl font-semibold text-ink">{t('join.createTitle')}</h2>
      <p className="text-sm text-stone">{t('join.createLead', { email: invitation.email })}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {input('firstName', 'given-name')}
        {input('lastName', 'family-name')}
      </div>
      {input('phone', 'tel', 'tel')}
      {input('password', 'new-password')}
      {general && (
        <p role="alert" className="text-sm text-danger">
          {general}
          {error?.code === 'companies.signInToAccept' && (
            <>
              {' '}
              <Link to={loginHref(next)} className="font-semibold underline">
                {t('join.signIn')}
              </Link>
            </>
          )}
        </p>
      )}
      <SubmitButton pending={accept.isPending} pendingLabel={t('join.joining')}>
        {t('join.createAndJoin')}
      </SubmitButton>
      <p className="text-center text-sm text-stone">
        {t('join.haveAccount')}{' '}
        <Link
          to={loginHref(next)}
          className="font-semibold text-gold-dark underline"
          data-testid="join-sign-in"
        >
          {t('join.signIn')}
        </Link>
      </p>
    </form>
  );
}

/** Signed in: Accept when the account's email is the invited one; otherwise say which address to sign in with. */
function AcceptAsUser({
  token,
  invitation,
  email,
}: {
  token: string;
  invitation: InvitationPreview;
  email: string;
}) {
  const { t } = useTranslation('company-portal');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const accept = useAcceptInvitation(token);
  if (email.toLowerCase() !== invitation.email.toLowerCase()) {
    return (
      <p role="alert" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-600/30">
        {t('join.otherEmail', { email, invited: invitation.email })}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      {accept.error && (
        <p role="alert" className="text-sm text-danger">
          {errorText(accept.error)}
        </p>
      )}
      <Button
        size="lg"
        className="w-full"
        disabled={accept.isPending}
        aria-busy={accept.isPending || undefined}
        onClick={() => accept.mutate({}, { onSuccess: () => void navigate('/company') })}
        data-testid="join-accept"
      >
        <CheckCircle2 className="size-4" aria-hidden />
        {accept.isPending ? t('join.joining') : t('join.accept')}
      </Button>
    </div>
  );
}

/** /company/join?token=: the invitation, then accept (signed in) or create the account (signed out). */
export function JoinView() {
  const { t } = useTranslation('company-portal');
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useInvitationPreview(token);
  const user = useCurrentUser();

  if (!token) {
    return (
      <Card>
        <h1 className="font-display text-3xl font-semibold text-ink">{t('join.invalidTitle')}</h1>
        <p role="alert" className="text-stone">
          {errorText('companies.invitationNotFound')}
        </p>
      </Card>
    );
  }
  if (preview.isPending || user.isPending) return <PortalSpinner label={t('loading')} />;
  if (preview.isError) {
    return (
      <Card>
        <h1 className="font-display text-3xl font-semibold text-ink">{t('join.invalidTitle')}</h1>
        <p role="alert" className="text-stone">
          {errorText(preview.error) ?? t('loadError')}
        </p>
        <Link to="/" className={cn(buttonClasses('outline'), 'justify-self-start')}>
          {t('join.home')}
        </Link>
      </Card>
    );
  }
  const invitation = preview.data;
  const account = user.data && !user.data.isGuest ? user.data : null;
  return (
    <Card>
      <Offer invitation={invitation} />
      {invitation.state !== 'pending' ? (
        <div className="grid gap-4">
          <p
            role="alert"
            className="rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-600/30"
          >
            {t(`join.state.${invitation.state}`)}
          </p>
          {account && (
            <Link to="/company" className={cn(buttonClasses('outline'), 'justify-self-start')}>
              {t('join.openPortal')}
            </Link>
          )}
        </div>
      ) : account ? (
        <AcceptAsUser token={token} invitation={invitation} email={account.email} />
      ) : (
        <CreateAccount token={token} invitation={invitation} />
      )}
    </Card>
  );
}
