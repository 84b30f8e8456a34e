import type { FieldError, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTimeFieldset } from '../../../components/ui/date-time-fieldset.tsx';
import { Field, Select } from '../../../components/ui/form-field.tsx';
import type { RideFormValues } from '../lib/ride-form-schema.ts';
import { HOUR_CHOICES } from '../lib/ride-packages.ts';

/*
 * When the ride happens: the pickup's date and time, the hours of an hourly service, the return.
 *
 * The date, time and return inputs come registered from the form (register() in its render, before these
 * render): react-hook-form focuses the first invalid field in the order fields were registered, and that order
 * must stay the form's.
 */

interface RideDateTimeProps {
  legend: string;
  date: UseFormRegisterReturn;
  time: UseFormRegisterReturn;
  minDate: string;
  dateError: FieldError | undefined;
  timeError: FieldError | undefined;
}

/** A New York date and time under one legend (the pickup's, the return's), with one message for the pair. */
export function RideDateTime({ legend, date, time, minDate, dateError, timeError }: RideDateTimeProps) {
  const { t } = useTranslation('home');
  return (
    <DateTimeFieldset
      legend={legend}
      dateLabel={t('widget.date')}
      timeLabel={t('widget.time')}
      date={date}
      time={time}
      minDate={minDate}
      dateInvalid={Boolean(dateError)}
      timeInvalid={Boolean(timeError)}
      error={dateError?.message ?? timeError?.message}
    />
  );
}

/** The hours an hourly service is booked for. */
export function HoursField({
  register,
  error,
}: {
  register: UseFormRegister<RideFormValues>;
  error: string | undefined;
}) {
  const { t } = useTranslation('home');
  return (
    <Field label={t('widget.hours')} error={error} hint={t('widget.hoursHint')}>
      {({ id, describedBy, invalid }) => (
        <Select
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...register('hours', { valueAsNumber: true })}
        >
          {HOUR_CHOICES.map((h) => (
            <option key={h} value={h}>
              {t('widget.hoursOption', { count: h })}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** "Return trip": the checkbox that adds the return's date and time. */
export function ReturnTripCheckbox({ field }: { field: UseFormRegisterReturn<'returnTrip'> }) {
  const { t } = useTranslation('home');
  return (
    <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-ink">
      <input
        type="checkbox"
        className="size-5 shrink-0 cursor-pointer rounded border-ink/30 accent-gold-dark"
        {...field}
      />
      {t('widget.returnTrip')}
    </label>
  );
}
