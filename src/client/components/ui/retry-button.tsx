import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button.tsx';
import { cn } from './cn.ts';

interface RetryButtonProps {
  onRetry: () => void;
  /** While asking again: the icon spins and clicks are ignored. */
  retrying?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children: ReactNode;
}

/** Try Again after a failed request. aria-disabled, not disabled: the button keeps focus while it asks again. */
export function RetryButton({
  onRetry,
  retrying = false,
  variant,
  size,
  className,
  children,
}: RetryButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      onClick={retrying ? undefined : onRetry}
      aria-disabled={retrying || undefined}
      className={cn(className, retrying && 'cursor-wait opacity-60')}
    >
      <RotateCw className={cn('size-4', retrying && 'animate-spin')} aria-hidden />
      {children}
    </Button>
  );
}
