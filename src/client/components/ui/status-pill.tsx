import type { ComponentPropsWithoutRef, ComponentType } from 'react';
import { cn } from './cn.ts';

/**
 * A status as a tinted pill with its icon (a trip's, an application's …): the caller gives the tone's classes
 * (background, text and ring, AA contrast on the tint) and the icon; data-* attributes pass through.
 */
export function StatusPill({
  tone,
  Icon,
  className,
  children,
  ...rest
}: ComponentPropsWithoutRef<'span'> & {
  tone: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}) {
  return (
    <span
      {...rest}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tone,
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {children}
    </span>
  );
}
