import { cn } from './cn.ts';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <span
        className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
        aria-hidden
      />
      <span className="sr-only">{label ?? 'Loading'}</span>
    </span>
  );
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[calc(100svh-4.5rem)] items-center justify-center text-gold-dark">
      <Spinner />
    </div>
  );
}
