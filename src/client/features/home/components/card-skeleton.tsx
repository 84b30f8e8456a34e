import { cn } from '../../../components/ui/cn.ts';

/** Placeholder card shown while the catalogue loads (image block and three text lines). */
export function CardSkeleton({ className }: { className?: string }) {
  return (
    <div aria-hidden className={cn('overflow-hidden rounded-2xl bg-white ring-1 ring-ink/8', className)}>
      <div className="aspect-[16/10] animate-pulse bg-ivory-deep" />
      <div className="grid gap-3 p-6">
        <div className="h-6 w-2/3 animate-pulse rounded bg-ivory-deep" />
        <div className="h-4 w-full animate-pulse rounded bg-ivory-deep" />
        <div className="h-4 w-4/5 animate-pulse rounded bg-ivory-deep" />
      </div>
    </div>
  );
}
