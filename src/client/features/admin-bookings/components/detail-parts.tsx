import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';

/** A titled part of the booking's details (Customer, Ride, Price …), kept whole on paper. */
export function DetailSection({
  title,
  aside,
  children,
  testId,
  className,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <section className={cn('grid gap-3 break-inside-avoid', className)} data-testid={testId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-ink/8 pb-2">
        <h3 className="text-xs font-semibold tracking-[0.18em] text-gold-dark uppercase">{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** A line of the price list: label left, amount right (tabular). */
export function MoneyLine({
  label,
  amount,
  strong = false,
  tone,
  testId,
}: {
  label: ReactNode;
  amount: string;
  strong?: boolean;
  tone?: 'refund';
  testId?: string;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4 py-1.5 text-sm',
        strong && 'border-t border-ink/10 pt-2.5 text-base font-semibold',
        tone === 'refund' && 'text-rose-800',
      )}
      data-testid={testId}
    >
      <dt className={cn('min-w-0', !strong && 'text-ink/80')}>{label}</dt>
      <dd className="shrink-0 text-ink tabular-nums">{amount}</dd>
    </div>
  );
}

/** A small status chip for emails, trips and refunds. */
export function Chip({ tone, children }: { tone: 'good' | 'bad' | 'neutral' | 'wait'; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide whitespace-nowrap uppercase ring-1 ring-inset',
        tone === 'good' && 'bg-emerald-50 text-emerald-900 ring-emerald-600/25',
        tone === 'bad' && 'bg-rose-50 text-rose-900 ring-rose-600/25',
        tone === 'wait' && 'bg-amber-50 text-amber-900 ring-amber-600/25',
        tone === 'neutral' && 'bg-ink/5 text-ink ring-ink/15',
      )}
    >
      {children}
    </span>
  );
}
