import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useResendVerification, useVerifyEmail } from '../api/use-verify-email.ts';

/**
 * The emailed verification link's page: the token is sent once (a second render never spends it again), then
 * the outcome: verified (and how many guest bookings joined the account), or why not with a way to a new link.
 */
export function VerifyEmailStatus({ token }: { token: string | null }) {
  const { t } = useTranslation('auth');
  const message = useErrorText();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const user = useCurrentUser().data;
  const sent = useRef(false);
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate({ token });
  }, [token, verify]);

  if (token && (verify.isIdle || verify.isPending)) {
    return (
      <p role="status" className="flex items-center gap-3 text-sm text-stone">
        <Spinner className="[&>span:first-child]:size-5" label={t('verify.working')} />
        {t('verify.working')}
      </p>
    );
  }
  if (verify.data) {
    const { email, joinedBookings } = verify.data;
    return (
      <div role="status" data-testid="verify-email-done" className="grid gap-4">
        <p className="flex items-start gap-2 font-semibold text-ink">
          <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden />
          {t('verify.doneTitle')}
        </p>
        <p className="text-sm text-stone">
          {t('verify.doneBody', { email })}
          {joinedBookings > 0 && <> {t('verify.joined', { count: joinedBookings })}</>}
        </p>
        <ButtonLink to="/bookings" variant="dark" className="justify-self-start">
          {t('verify.toBookings')}
        </ButtonLink>
      </div>
    );
  }
  const account = user && !user.isGuest ? user : null;
  return (
    <div role="alert" data-testid="verify-email-failed" className="grid gap-4">
      <p className="flex items-start gap-2 font-semibold text-danger">
        <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
        {t('verify.failedTitle')}
      </p>
      <p className="text-sm text-stone">{token ? message(verify.error) : t('verify.missing')}</p>
      {resend.data && account ? (
        <p role="status" className="flex items-start gap-2 text-sm text-ink">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
          {t('verify.resent', { email: account.email })}
        </p>
      ) : account ? (
        <>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {t('verify.resend')}
          </Button>
          {resend.error && (
            <p role="alert" className="text-sm text-danger">
              {message(resend.error)}
            </p>
          )}
        </>
      ) : (
        <ButtonLink
          to="/auth?next=%2Fverify-email"
          variant="outline"
          size="sm"
          className="justify-self-start"
        >
          {t('verify.signIn')}
        </ButtonLink>
      )}
    </div>
  );
}
