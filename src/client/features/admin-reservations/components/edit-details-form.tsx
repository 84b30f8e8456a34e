import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingDetailsRequest } from '../../../../shared/contracts/booking-changes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Textarea } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { dispatchChangeDetails, type EditableBooking } from '../api/reservations.ts';

function draftOf(b: EditableBooking) {
  return {
    name: b.passenger?.name ?? '',
    phone: b.passenger?.phone ?? '',
    email: b.passenger?.email ?? '',
    flightNumber: b.flightNumber ?? '',
    specialRequests: b.specialRequests ?? '',
  };
}
type Draft = ReturnType<typeof draftOf>;

/** Only what dispatch changed is sent; an emptied passenger name means the customer rides. */
function request(d: Draft, b: EditableBooking): BookingDetailsRequest {
  const was = draftOf(b);
  const out: BookingDetailsRequest = {};
  if (d.name !== was.name || d.phone !== was.phone || d.email !== was.email) {
    out.passenger = d.name.trim() ? { name: d.name, phone: d.phone, email: d.email } : null;
  }
  if (d.flightNumber !== was.flightNumber) out.flightNumber = d.flightNumber;
  if (d.specialRequests !== was.specialRequests) out.specialRequests = d.specialRequests;
  return out;
}

/**
 * Dispatch changes who rides, the flight and the requests for the chauffeur (decision 045): no price change,
 * applied at once on the server, kept in the booking's history, the chauffeur and the customer told.
 */
export function EditDetailsForm({ booking }: { booking: EditableBooking }) {
  const { t } = useTranslation('admin-reservations');
  const message = useErrorText();
  const client = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(booking));
  const [done, setDone] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const text = (k: keyof Draft) => (e: { target: { value: string } }) => {
    setDraft({ ...draft, [k]: e.target.value });
    setDone(false);
  };
  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await dispatchChangeDetails(booking.id, request(draft, booking));
      setDone(true);
      await client.invalidateQueries({ queryKey: ['/api/admin/bookings'] });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-3 border-t border-ink/10 pt-4" data-testid="dispatch-edit-details">
      <div>
        <p className="font-semibold text-ink">{t('details.title')}</p>
        <p className="text-xs text-stone">{t('details.lead')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={t('details.passengerName')} hint={t('ride.passengerHint')}>
          {({ id, describedBy }) => (
            <Input id={id} aria-describedby={describedBy} value={draft.name} onChange={text('name')} />
          )}
        </Field>
        <Field label={t('ride.passengerPhone')}>
          {({ id }) => <Input id={id} type="tel" value={draft.phone} onChange={text('phone')} />}
        </Field>
        <Field label={t('details.passengerEmail')}>
          {({ id }) => <Input id={id} type="email" value={draft.email} onChange={text('email')} />}
        </Field>
        <Field label={t('ride.flight')}>
          {({ id }) => <Input id={id} value={draft.flightNumber} onChange={text('flightNumber')} />}
        </Field>
        <Field label={t('ride.notes')} className="sm:col-span-2">
          {({ id }) => <Textarea id={id} value={draft.specialRequests} onChange={text('specialRequests')} />}
        </Field>
      </div>
      {done && (
        <p role="status" className="rounded-lg bg-gold/10 p-3 text-sm text-ink">
          {t('details.saved')}
        </p>
      )}
      {error !== null && (
        <p role="alert" className="text-sm text-danger">
          {message(error)}
        </p>
      )}
      <div>
        <Button variant="dark" size="sm" disabled={busy} onClick={() => void save()}>
          {t('details.save')}
        </Button>
      </div>
    </div>
  );
}
