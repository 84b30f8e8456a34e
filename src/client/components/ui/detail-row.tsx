import type { ReactNode } from 'react';
import { cn } from './cn.ts';

interface DetailRowProps {
  /** A 16 px lucide icon (aria-hidden). */
  icon: ReactNode;
  label: ReactNode;
  children: ReactNode;
  /** Beside the value, at the end of the row (a Change button). */
  action?: ReactNode;
  /** Spans both columns of a two-column list. */
  wide?: boolean;
  testId?: string;
}

/** One labelled value of a booking with its icon, inside a <dl>: an address, a date, a vehicle, a contact. */
export function DetailRow({ icon, label, children, action, wide = false, testId }: DetailRowProps) {
  // A <dl>'s <div> may hold only <dt> and <dd>: the icon sits in the term, placed in the row's left gutter.
  return (
    <div className={cn('relative min-h-7 pl-10', wide && 'sm:col-span-2')} data-testid={testId}>
      <dt className="text-[0.6875rem] font-semibold tracking-[0.16em] text-stone uppercase">
        <span className="absolute top-0.5 left-0 inline-flex size-7 items-center justify-center rounded-full bg-ivory-deep text-gold-dark print:bg-transparent">
          {icon}
        </span>
        {label}
      </dt>
      {action === undefined ? (
        <dd className="mt-0.5 text-sm leading-snug font-medium break-words text-ink">{children}</dd>
      ) : (
        <dd className="mt-0.5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm leading-snug font-medium break-words text-ink">
          <span className="min-w-0">{children}</span>
          {action}
        </dd>
      )}
    </div>
  );
}
