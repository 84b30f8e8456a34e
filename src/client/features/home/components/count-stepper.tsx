import { useId } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useErrorText, type ErrorLike } from '../../../lib/error-text.ts';
import { cn } from '../../../components/ui/cn.ts';

interface CountStepperProps {
  label: string;
  /** Accessible names of the two buttons ("Fewer passengers", "More passengers"). */
  decreaseLabel: string;
  increaseLabel: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  name: string;
  error?: ErrorLike;
}

/** A compact whole-number field with − and + buttons (the party size: passengers, bags). */
export function CountStepper({
  label,
  decreaseLabel,
  increaseLabel,
  value,
  min,
  max,
  onChange,
  onBlur,
  name,
  error: problem,
}: CountStepperProps) {
  const id = useId();
  const error = useErrorText()(problem);
  const errorId = `${id}-error`;
  const shown = Number.isFinite(value) ? value : '';
  const step = (delta: number) => {
    const base = Number.isFinite(value) ? value : min;
    onChange(Math.min(max, Math.max(min, Math.round(base) + delta)));
  };
  const button =
    'inline-flex size-11 shrink-0 items-center justify-center text-ink transition-colors hover:bg-ink/5 disabled:opacity-35 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-gold';
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div
        className={cn(
          'flex h-12 min-w-0 items-center overflow-hidden rounded-lg border bg-white',
          error ? 'border-danger' : 'border-ink/15 focus-within:border-gold',
        )}
      >
        <button
          type="button"
          className={button}
          aria-label={decreaseLabel}
          aria-controls={id}
          disabled={Number.isFinite(value) && value <= min}
          onClick={() => step(-1)}
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={shown}
          onChange={(e) =>
            onChange(e.currentTarget.value === '' ? Number.NaN : Number(e.currentTarget.value))
          }
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-full w-full min-w-0 [appearance:textfield] border-x border-ink/10 bg-transparent text-center text-base font-semibold text-ink tabular-nums focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={button}
          aria-label={increaseLabel}
          aria-controls={id}
          disabled={Number.isFinite(value) && value >= max}
          onClick={() => step(1)}
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger [overflow-wrap:anywhere]">
          {error}
        </p>
      )}
    </div>
  );
}
