import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useErrorText, type ErrorLike } from '../../lib/error-text.ts';
import { Input } from './form-field.tsx';

interface DateTimeFieldsetProps {
  legend: string;
  dateLabel: string;
  timeLabel: string;
  date: UseFormRegisterReturn;
  time: UseFormRegisterReturn;
  minDate: string;
  dateInvalid: boolean;
  timeInvalid: boolean;
  /** One message for the pair: a form message (a code from the schema) or a text. */
  error: ErrorLike;
  /** Shown under the pair while there is no error (e.g. "New York time."). */
  hint?: string;
}

/** A native date input and time input under one legend, sharing one error message. */
export function DateTimeFieldset({
  legend,
  dateLabel,
  timeLabel,
  date,
  time,
  minDate,
  dateInvalid,
  timeInvalid,
  error: problem,
  hint,
}: DateTimeFieldsetProps) {
  const error = useErrorText()(problem);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = (invalid: boolean) =>
    [invalid && error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <fieldset className="grid min-w-0 gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid grid-cols-[minmax(0,6fr)_minmax(0,5fr)] gap-2">
        <div className="grid min-w-0 gap-1">
          <label htmlFor={`${id}-date`} className="text-xs text-stone">
            {dateLabel}
          </label>
          <Input
            id={`${id}-date`}
            type="date"
            min={minDate}
            aria-invalid={dateInvalid || undefined}
            aria-describedby={describedBy(dateInvalid)}
            className="min-h-12 min-w-0 px-2"
            {...date}
          />
        </div>
        <div className="grid min-w-0 gap-1">
          <label htmlFor={`${id}-time`} className="text-xs text-stone">
            {timeLabel}
          </label>
          <Input
            id={`${id}-time`}
            type="time"
            aria-invalid={timeInvalid || undefined}
            aria-describedby={describedBy(timeInvalid)}
            className="min-h-12 min-w-0 px-2"
            {...time}
          />
        </div>
      </div>
      {hint && !error && (
        <p id={hintId} className="text-xs text-stone">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
