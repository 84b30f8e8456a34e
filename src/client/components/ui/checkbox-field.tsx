import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from './cn.ts';
import { useErrorText, type ErrorLike } from '../../lib/error-text.ts';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string;
  label: ReactNode;
  /** A form message (a code from the schema) or a text. */
  error?: ErrorLike;
};

/** A checkbox with its label beside it and, when invalid, an announced error under it. */
export const CheckboxField = forwardRef<HTMLInputElement, CheckboxProps>(function CheckboxField(
  { id, label, error: problem, className, ...rest },
  ref,
) {
  const error = useErrorText()(problem);
  const errorId = `${id}-error`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-4.5 shrink-0 cursor-pointer rounded border-ink/30 accent-gold-dark"
          {...rest}
        />
        <label htmlFor={id} className="cursor-pointer text-sm leading-snug text-ink/85">
          {label}
        </label>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
});
