import type { ReactNode } from 'react';

/** One card of the Pricing tab: its title, a line on what it prices, and its fields. */
export function PricingSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      id={id}
      className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/8 sm:p-7"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink/65">{lead}</p>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A small heading inside a section (the rate card's vehicles, services, factors and fees). */
export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <h3 className="mt-6 mb-3 text-xs font-semibold tracking-[0.18em] text-gold-dark uppercase first:mt-0">
      {children}
    </h3>
  );
}

export const FIELD_GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';
