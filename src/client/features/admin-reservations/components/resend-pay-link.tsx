import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useSendPayLink } from '../api/reservations.ts';

/**
 * A booking taken by phone waits for the caller's payment (decision 045): while it is unpaid, dispatch can email
 * the payment link again (a caller who lost the email, or asked for it at another address after an edit).
 */
export function ResendPayLink({ bookingId, status }: { bookingId: string; status: string | undefined }) {
  const { t } = useTranslation('admin-reservations');
  const message = useErrorText();
  const send = useSendPayLink();
  if (status !== 'pending') return null;
  return (
    <section className="grid gap-2" aria-label={t('payLink.send')} data-testid="resend-pay-link">
      {send.data ? (
        <p role="status" className="rounded-lg bg-gold/10 p-3 text-sm text-ink">
          {t('payLink.sent', { email: send.data.sentTo })}
        </p>
      ) : (
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={send.isPending}
            onClick={() => send.mutate(bookingId)}
          >
            {t('payLink.send')}
          </Button>
        </div>
      )}
      {send.isError && (
        <p role="alert" className="text-sm text-danger">
          {message(send.error)}
        </p>
      )}
    </section>
  );
}
