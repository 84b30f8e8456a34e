import { ChevronDown } from 'lucide-react';
import { forwardRef, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';
import { cn } from '../../../components/ui/cn.ts';

/**
 * The back office's compact controls (40 px in the toolbar, 36 px in a row): the form fields' look at a
 * denser size, written whole so no padding of the roomier form controls competes with them.
 */
const base =
  'block w-full min-w-0 rounded-lg border border-ink/15 bg-white text-sm text-ink placeholder:text-stone/70 transition-colors focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/30 disabled:cursor-not-allowed disabled:bg-ivory-deep disabled:text-ink/60';

export const CompactInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function CompactInput({ className, ...rest }, ref) {
    return <input ref={ref} className={cn(base, 'h-10 px-3', className)} {...rest} />;
  },
);

interface CompactSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** row: 36 px, inside a table row or card; toolbar: 40 px. */
  density?: 'row' | 'toolbar';
}

/** A native select (the platform's own picker on phones) with a chevron. */
export function CompactSelect({ className, density = 'toolbar', ...rest }: CompactSelectProps) {
  return (
    <div className={cn('relative min-w-0', className)}>
      <select
        className={cn(base, 'appearance-none truncate pr-8 pl-3', density === 'row' ? 'h-9' : 'h-10')}
        {...rest}
      />
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-stone"
      />
    </div>
  );
}
