import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn.ts';

interface PriceRowProps {
  label: ReactNode;
  /** A smaller line under the label (toll names, a leg's date). */
  detail?: ReactNode;
  amount: ReactNode;
  /** Subtotals. */
  strong?: boolean;
  /** 'dark' on an ink card. */
  tone?: 'light' | 'dark';
  testId?: string | undefined;
}

/** One priced line inside a <dl>: the label on the left, the amount on the right. */
export function PriceRow({ label, detail, amount, strong = false, tone = 'light', testId }: PriceRowProps) {
  const dark = tone === 'dark';
  return (
    <div className="flex items-baseline justify-between gap-4" data-testid={testId}>
      <dt
        className={cn(
          'min-w-0',
          strong
            ? dark
              ? 'font-semibold text-ivory'
              : 'font-semibold text-ink'
            : dark
              ? 'text-ivory/80'
              : 'text-ink/80',
        )}
      >
        {label}
        {detail && (
          <span className={cn('block text-xs leading-snug', dark ? 'text-ivory/60' : 'text-stone')}>
            {detail}
          </span>
        )}
      </dt>
      <dd
        className={cn('shrink-0 tabular-nums', strong && 'font-semibold', dark ? 'text-ivory' : 'text-ink')}
      >
        {amount}
      </dd>
    </div>
  );
}

interface Amount {
  label: string;
  amount: string;
}

interface PriceTotalsProps {
  /** The booking's price lines, in order (each row's test id is `line-<code>`). */
  lines: (Amount & { code: string })[];
  subtotal: Amount;
  /** The tax with its rate in the label. */
  tax: Amount;
  total: Amount & { testId: string };
  /** Given back (a cancellation's or an admin's refund), shown under the total with what was kept. */
  refund?: { refunded: Amount; net: Amount } | undefined;
}

/** A booking's price as the server computed it: every line, subtotal and tax, and the total set large. */
export function PriceTotals({ lines, subtotal, tax, total, refund }: PriceTotalsProps) {
  return (
    <>
      <dl className="mt-5 grid gap-2 text-sm">
        {lines.map((line, i) => (
          <PriceRow
            key={`${line.code}-${i}`}
            label={line.label}
            amount={line.amount}
            testId={`line-${line.code}`}
          />
        ))}
      </dl>
      <dl className="mt-4 grid gap-2 border-t border-ink/10 pt-4 text-sm">
        <PriceRow label={subtotal.label} amount={subtotal.amount} strong testId="line-subtotal" />
        <PriceRow label={tax.label} amount={tax.amount} testId="line-tax" />
      </dl>
      <dl className="mt-4 flex items-end justify-between gap-4 border-t-2 border-ink pt-4">
        <dt className="text-sm font-semibold tracking-[0.16em] text-ink uppercase">{total.label}</dt>
        <dd
          className="font-display text-4xl leading-none font-semibold text-ink lining-nums tabular-nums"
          data-testid={total.testId}
        >
          {total.amount}
        </dd>
      </dl>
      {refund && (
        <dl className="mt-3 grid gap-2 text-sm">
          <div className="flex items-baseline justify-between gap-4" data-testid="line-refunded">
            <dt className="text-ink/80">{refund.refunded.label}</dt>
            <dd className="shrink-0 font-semibold text-success tabular-nums">{refund.refunded.amount}</dd>
          </div>
          <PriceRow label={refund.net.label} amount={refund.net.amount} strong testId="line-net" />
        </dl>
      )}
    </>
  );
}
