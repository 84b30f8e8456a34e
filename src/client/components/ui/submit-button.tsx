import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { cn } from './cn.ts';

interface SubmitButtonProps {
  pending: boolean;
  /** Shown instead of the label while the request runs ("Signing in…"). */
  pendingLabel: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}

/** Full-width submit button: disabled with a spinner while its request is pending. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  variant = 'primary',
  className,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      variant={variant}
      disabled={pending}
      aria-busy={pending || undefined}
      className={cn('w-full', className)}
    >
      {pending ? (
        <>
          <span
            className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            aria-hidden
          />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
