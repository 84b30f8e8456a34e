import { CalendarPlus, Mail, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import { CALENDAR_LABELS_EN, type CalendarLabels } from '../../../../shared/domain/calendar.ts';
import { BRAND } from '../../../../shared/brand.ts';
import { CancelBookingAction } from '../../../booking/components/cancel-booking-dialog.tsx';
import { ChangeBookingLink } from '../../../booking/components/change-booking-link.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { ConfirmationRef } from '../../../booking/lib/draft-types.ts';
import { AppError } from '../../../../shared/errors.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useEmailReceipt } from '../api/email-receipt.ts';
import type { BookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import { bookingCalendarFile } from '../lib/calendar-file.ts';
import { confirmationUrl } from '../lib/confirmation-params.ts';

/** Hands a text file to the browser as a download. */
function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Print, Email Receipt and Add to calendar. Not printed. */
export function ConfirmationActions({
  booking,
  access,
  supportPhone,
  format: f,
}: {
  booking: BookingView;
  /** The number and, for guests, the link token. */
  access: ConfirmationRef;
  supportPhone: string | undefined;
  format: BookingFormat;
}) {
  const { t } = useTranslation('confirmation');
  const email = useEmailReceipt();

  const sendReceipt = () => {
    email.mutate(access, {
      // The receipt goes to the booking's customer (the server's "Receipt sent to …" names the same address).
      onSuccess: () =>
        toast({
          variant: 'success',
          title: t('receipt.sentTitle'),
          description: t('receipt.sentTo', { email: booking.customer.email }),
        }),
      onError: (error) =>
        // Sent a moment ago (one copy a minute): not a failure, the copy is on its way.
        error instanceof AppError && error.code === 'receipt.sentRecently'
          ? toast({ title: t('receipt.recentTitle'), description: f.message(error) })
          : toast({
              variant: 'destructive',
              title: t('receipt.failedTitle'),
              description: f.message(error) ?? t('receipt.failed'),
            }),
    });
  };

  const addToCalendar = () => {
    const labels: CalendarLabels =
      f.lang === 'en'
        ? CALENDAR_LABELS_EN
        : {
            returnSuffix: t('calendar.returnSuffix'),
            booking: t('calendar.booking'),
            pickup: t('calendar.pickup'),
            destination: t('calendar.destination'),
            vehicle: t('calendar.vehicle'),
            support: t('calendar.support'),
            reminder: t('calendar.reminder'),
          };
    const file = bookingCalendarFile(booking, {
      title: t('calendar.title', { brand: BRAND.name, service: f.service(booking) }),
      labels,
      supportPhone: supportPhone ?? BRAND.phoneDisplay,
      url: confirmationUrl(window.location.origin, access),
      now: new Date(),
    });
    download(file.name, file.text, 'text/calendar;charset=utf-8');
  };

  return (
    <div className="flex flex-wrap gap-3 print:hidden" data-testid="confirmation-actions">
      <Button variant="primary" onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden />
        {t('actions.print')}
      </Button>
      <Button
        variant="outline-light"
        onClick={email.isPending ? undefined : sendReceipt}
        aria-disabled={email.isPending || undefined}
        aria-busy={email.isPending || undefined}
        className={email.isPending ? 'cursor-wait opacity-70' : undefined}
      >
        {email.isPending ? (
          <span
            aria-hidden
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
        ) : (
          <Mail className="size-4" aria-hidden />
        )}
        {email.isPending ? t('actions.sending') : t('actions.email')}
      </Button>
      {booking.status !== 'cancelled' && (
        <Button variant="outline-light" onClick={addToCalendar}>
          <CalendarPlus className="size-4" aria-hidden />
          {t('actions.calendar')}
        </Button>
      )}
      {!access.token && <ChangeBookingLink booking={booking} tone="outline-light" />}
      <CancelBookingAction booking={booking} token={access.token} tone="outline-light" size="md" />
    </div>
  );
}
