import { cn } from './cn.ts';
import { RetryButton } from './retry-button.tsx';

interface LoadFailureProps {
  message: string;
  onRetry: () => void;
  /** The button's text (Try Again), in the page's namespace. */
  retryLabel: string;
  /**
   * 'page' stands in for a page's content (the account pages: taller, a ring, the message kept narrow);
   * 'section' sits inside a section (the fleet picker: a border).
   */
  size?: 'page' | 'section';
}

/** A request that failed: the message and a Try Again button that asks again. */
export function LoadFailure({ message, onRetry, retryLabel, size = 'page' }: LoadFailureProps) {
  const page = size === 'page';
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-4 rounded-2xl',
        page
          ? 'bg-white px-6 py-12 text-center ring-1 ring-danger/20'
          : 'border border-danger/20 bg-white px-6 py-10 text-center',
      )}
    >
      <p className={cn(page && 'max-w-md', 'text-base text-ink')}>{message}</p>
      <RetryButton variant="outline" onRetry={onRetry}>
        {retryLabel}
      </RetryButton>
    </div>
  );
}
