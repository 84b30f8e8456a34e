import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { dispatchChangePayLink } from '../api/reservations.ts';

/**
 * A dearer change by dispatch (decision 045) paid by the customer instead of by phone: the server emails a link
 * to pay exactly the difference; the change applies when the customer pays (until then the booking is as it was).
 */
export function PayByLink({ bookingId, changeId }: { bookingId: string; changeId: string }) {
  const { t } = useTranslation('admin-reservations');
  const message = useErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      setSentTo((await dispatchChangePayLink(bookingId, changeId)).sentTo);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-2">
      {sentTo ? (
        <p role="status" className="rounded-lg bg-gold/10 p-3 text-sm text-ink">
          {t('edit.payByLinkSent', { email: sentTo })}
        </p>
      ) : (
        <div>
          <Button variant="outline" size="sm" disabled={busy} onClick={() => void send()}>
            {t('edit.payByLink')}
          </Button>
        </div>
      )}
      {error !== null && (
        <p role="alert" className="text-sm text-danger">
          {message(error)}
        </p>
      )}
    </div>
  );
}
