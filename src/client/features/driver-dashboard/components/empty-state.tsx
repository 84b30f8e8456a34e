import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A list with nothing in it: an icon, the specification's sentence and a hint. */
export function EmptyState({
  icon: Icon,
  title,
  hint,
  children,
}: {
  icon: LucideIcon;
  title: string;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-12 text-center ring-1 ring-ink/8 sm:py-16">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-ivory-deep text-gold-dark">
        <Icon className="size-6" aria-hidden strokeWidth={1.5} />
      </span>
      <p className="mt-5 font-display text-2xl font-semibold text-ink sm:text-3xl">{title}</p>
      {hint && <p className="mt-2 max-w-md text-sm text-stone">{hint}</p>}
      {children}
    </div>
  );
}

/** Two grey cards while a list loads. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-4" role="status" aria-label={label}>
      {[0, 1].map((i) => (
        <div key={i} aria-hidden className="h-56 animate-pulse rounded-2xl bg-white ring-1 ring-ink/8">
          <div className="m-6 h-5 w-40 rounded bg-ink/8" />
          <div className="mx-6 mt-8 h-4 w-2/3 rounded bg-ink/6" />
          <div className="mx-6 mt-3 h-4 w-1/2 rounded bg-ink/6" />
        </div>
      ))}
    </div>
  );
}

/** The heading a tab panel opens with. */
export function PanelHeading({ id, title, lead }: { id: string; title: string; lead?: ReactNode }) {
  return (
    <div className="mb-5">
      <h2 id={id} className="font-display text-2xl font-semibold text-ink sm:text-3xl">
        {title}
      </h2>
      {lead && <p className="mt-1.5 max-w-2xl text-sm text-stone">{lead}</p>}
    </div>
  );
}
