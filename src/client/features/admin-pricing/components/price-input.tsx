import { useId, useState } from 'react';
import type { EditorRange } from '../../../../shared/contracts/admin-pricing.ts';
import { cn } from '../../../components/ui/cn.ts';
import { Input } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import type { PricingForm } from '../hooks/use-pricing-form.ts';
import { getAt, parseNumber, pathKey, type FieldPath } from '../lib/pricing-form.ts';

export type PriceUnit = 'usd' | 'factor' | 'percent';

interface PriceInputProps {
  form: PricingForm;
  path: FieldPath;
  label: string;
  range: EditorRange;
  unit: PriceUnit;
  /** In a table row: the label shows on phones only (the column header says it on wider screens). */
  hideLabel?: boolean;
  /** What the field belongs to, read before the label ("Holland Tunnel: Toll (peak)"). */
  of?: string;
  className?: string;
}

/** A number field of the document with its unit, the editor's min, max and step, and the server's message. */
export function PriceInput({ form, path, label, range, unit, hideLabel, of, className }: PriceInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const error = useErrorText()(form.error(path));
  const stored = getAt(form.draft, path);
  const value = typeof stored === 'number' ? stored : Number.NaN;
  const format = (v: number) =>
    !Number.isFinite(v) ? '' : unit === 'usd' && !Number.isInteger(v) ? v.toFixed(2) : String(v);
  // The text as typed ("2." on the way to "2.5"); replaced when the value changes from outside (Discard).
  const [text, setText] = useState(() => format(value));
  if (!Object.is(parseNumber(text), value)) setText(format(value));
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <label htmlFor={id} className={cn('text-sm font-medium text-ink', hideLabel && 'sm:sr-only')}>
        {of && <span className="sr-only">{of}: </span>}
        {label}
      </label>
      <div className="relative">
        {unit === 'usd' && (
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-stone"
          >
            $
          </span>
        )}
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={range.min}
          max={range.max}
          step={range.step}
          value={text}
          data-field={pathKey(path)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setText(e.target.value);
            form.set(path, parseNumber(e.target.value));
          }}
          onBlur={() => {
            // Money is kept to the cent: what the field shows is what is saved.
            const shownText = format(value);
            setText(shownText);
            if (!Object.is(parseNumber(shownText), value)) form.set(path, parseNumber(shownText));
          }}
          className={cn('py-2.5 tabular-nums', unit === 'usd' ? 'pr-3 pl-7' : 'pr-8 pl-3')}
        />
        {unit !== 'usd' && (
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-stone"
          >
            {unit === 'percent' ? '%' : '×'}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** An on/off switch of the document (a fee, toll or surcharge in force). */
export function ActiveToggle({
  form,
  path,
  label,
  of,
}: {
  form: PricingForm;
  path: FieldPath;
  label: string;
  /** What it switches (read to screen readers before the label: "Holland Tunnel: Active"). */
  of: string;
}) {
  const id = useId();
  const checked = getAt(form.draft, path) === true;
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => form.set(path, e.target.checked)}
        className="size-4.5 shrink-0 cursor-pointer rounded border-ink/30 accent-gold-dark"
      />
      <label htmlFor={id} className="cursor-pointer text-sm text-ink/85">
        <span className="sr-only">{of}: </span>
        {label}
      </label>
    </div>
  );
}
