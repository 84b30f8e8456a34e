import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingSummary, UpdatePassengerRequest } from '../../../../shared/contracts/bookings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { USER_BOOKINGS_KEY } from '../api/user-bookings.ts';

/** Changed online until 24 hours before pickup (decision 26); later through dispatch. */
const CUTOFF_MS = 24 * 3_600_000;
const OPEN = ['pending', 'confirmed', 'assigned'];

/**
 * Who rides (decision 27) in the booking's details: the passenger, or the customer; its customer changes it on
 * an upcoming booking (no price change; the assigned chauffeur is told by the server).
 */
export function PassengerEditor({ booking }: { booking: BookingSummary }) {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const passenger = booking.passenger ?? null;
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState({
    name: passenger?.name ?? '',
    phone: passenger?.phone ?? '',
    email: passenger?.email ?? '',
  });
  const update = useMutation({
    mutationFn: (body: UpdatePassengerRequest) =>
      apiRequest<BookingSummary>(
        'PATCH',
        `/api/user/bookings/${encodeURIComponent(booking.id)}/passenger`,
        body,
      ),
    onSuccess: (updated) => {
      queryClient.setQueryData<BookingSummary[]>(USER_BOOKINGS_KEY, (list) =>
        list?.map((b) => (b.id === updated.id ? updated : b)),
      );
      setEditing(false);
    },
  });
  const changeable =
    OPEN.includes(booking.status) && new Date(booking.pickupDateTime).getTime() - Date.now() > CUTOFF_MS;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate({
      passenger: {
        name: values.name,
        ...(values.phone.trim() ? { phone: values.phone } : {}),
        ...(values.email.trim() ? { email: values.email } : {}),
      },
    });
  };
  const field = (key: 'name' | 'phone' | 'email', type: string) => (
    <Field label={t(`passenger.${key}`)}>
      {({ id, describedBy }) => (
        <Input
          id={id}
          type={type}
          aria-describedby={describedBy}
          value={values[key]}
          onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <div data-testid="booking-passenger">
      <span className="block">
        {passenger
          ? [passenger.name, passenger.phone, passenger.email].filter(Boolean).join(' · ')
          : t('passenger.you')}
      </span>
      {changeable && !editing && (
        <Button variant="link" size="sm" className="text-xs" onClick={() => setEditing(true)}>
          {t('passenger.change')}
        </Button>
      )}
      {editing && (
        <form onSubmit={onSubmit} className="mt-3 grid gap-3" noValidate>
          {field('name', 'text')}
          {field('phone', 'tel')}
          {field('email', 'email')}
          {update.error && (
            <p role="alert" className="text-sm text-danger">
              {errorText(update.error)}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="dark" size="sm" disabled={update.isPending}>
              {t('passenger.save')}
            </Button>
            {passenger && (
              <Button
                variant="outline"
                size="sm"
                disabled={update.isPending}
                onClick={() => update.mutate({ passenger: null })}
              >
                {t('passenger.me')}
              </Button>
            )}
          </div>
          <p className="text-xs text-stone">{t('passenger.note')}</p>
        </form>
      )}
    </div>
  );
}
