import type { ReactNode } from 'react';

interface AccountHeroProps {
  /** Id of the h1 (the section points at it). */
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Buttons on the right (below on phones). */
  actions?: ReactNode;
}

/** The dark band the account pages open with: smaller than a marketing hero, same type. */
export function AccountHero({ id, eyebrow, title, lead, actions }: AccountHeroProps) {
  return (
    <section aria-labelledby={id} className="relative isolate overflow-hidden bg-ink text-ivory print:hidden">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(200_163_90/0.18),transparent_60%)]"
      />
      <div className="container-page flex flex-col gap-8 py-12 sm:py-16 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <p className="eyebrow flex items-center gap-3 text-gold">
            <span aria-hidden className="h-px w-8 bg-current" />
            {eyebrow}
          </p>
          <h1
            id={id}
            className="mt-4 font-display text-4xl leading-[1.05] font-semibold text-balance sm:text-5xl"
          >
            {title}
          </h1>
          {lead && <p className="mt-4 text-base leading-relaxed text-ivory/75 sm:text-lg">{lead}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-3">{actions}</div>}
      </div>
    </section>
  );
}
