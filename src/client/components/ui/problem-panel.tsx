import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

interface ProblemPanelProps {
  icon: LucideIcon;
  title: string;
  body: string;
  testId: string;
  /**
   * The panel is the whole page (its heading is the h1), instead of a card under the step's dark band
   * (an h2 below the band's h1).
   */
  standalone?: boolean;
  /** The way out: Try Again, back, home. */
  children: ReactNode;
}

/** Why a booking page cannot show what it is for (not found, cancelled, not loaded), and the ways on. */
export function ProblemPanel({
  icon: Icon,
  title,
  body,
  testId,
  standalone = false,
  children,
}: ProblemPanelProps) {
  const Heading = standalone ? 'h1' : 'h2';
  const panel = (
    <div
      role="alert"
      data-testid={testId}
      className={cn(
        'mx-auto flex max-w-xl flex-col items-center rounded-2xl bg-white px-6 text-center ring-1 ring-ink/8 sm:px-10',
        standalone ? 'py-14 shadow-sm' : 'py-12 shadow-[0_30px_80px_-30px_rgb(0_0_0/0.45)]',
      )}
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-danger/8 text-danger">
        <Icon className="size-6" aria-hidden strokeWidth={1.5} />
      </span>
      <Heading className="mt-5 font-display text-3xl font-semibold text-ink sm:text-4xl">{title}</Heading>
      <p className="mt-3 max-w-md text-stone">{body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  );
  return standalone ? <div className="container-page py-16 sm:py-24">{panel}</div> : panel;
}
