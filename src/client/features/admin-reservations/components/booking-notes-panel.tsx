import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTE_MAX } from '../../../../shared/contracts/admin-reservations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/form-field.tsx';
import { formatNy } from '../../../lib/new-york-date.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAddBookingNote, useBookingNotes } from '../api/reservations.ts';

/** Dispatch's internal notes on a booking (decision 045): author and time, never shown to the customer. */
export function BookingNotesPanel({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useTranslation('admin-reservations');
  const message = useErrorText();
  const notes = useBookingNotes(bookingId);
  const add = useAddBookingNote(bookingId);
  const [body, setBody] = useState('');
  return (
    <section aria-labelledby="notes-heading" className="grid gap-3 print:hidden" data-testid="booking-notes">
      <div>
        <h3 id="notes-heading" className="font-display text-lg font-semibold text-ink">
          {t('notes.title')}
        </h3>
        <p className="text-xs text-stone">{t('notes.private')}</p>
      </div>
      {notes.data && notes.data.length === 0 && <p className="text-sm text-stone">{t('notes.empty')}</p>}
      <ul className="grid gap-2">
        {(notes.data ?? []).map((n) => (
          <li key={n.id} className="rounded-lg bg-ivory p-3 ring-1 ring-ink/8">
            <p className="whitespace-pre-wrap text-sm text-ink">{n.body}</p>
            <p className="mt-1 text-xs text-stone">
              {t('notes.by', {
                author: n.authorName,
                at: formatNy(n.createdAt, 'dayTime', i18n.language === 'es' ? 'es' : 'en'),
              })}
            </p>
          </li>
        ))}
      </ul>
      <form
        className="grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(body, { onSuccess: () => setBody('') });
        }}
      >
        <Field label={t('notes.label')} error={add.error ? message(add.error) : undefined}>
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              maxLength={NOTE_MAX}
              className="min-h-20"
              value={body}
              onChange={(e) => setBody(e.target.value)}
            />
          )}
        </Field>
        <div>
          <Button type="submit" size="sm" variant="outline" disabled={add.isPending || !body.trim()}>
            {t('notes.add')}
          </Button>
        </div>
      </form>
    </section>
  );
}
