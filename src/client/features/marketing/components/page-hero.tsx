import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';

interface PageHeroProps {
  /** Id of the h1, for aria-labelledby. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  /** A site illustration under /images; it sits behind a dark gradient on the right. */
  image: string;
  /** Buttons, highlights or figures under the lead. */
  children?: ReactNode;
  className?: string;
}

/** The dark hero every marketing page opens with: eyebrow, display title, lead and an illustration. */
export function PageHero({ id, eyebrow, title, lead, image, children, className }: PageHeroProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn('relative isolate overflow-hidden bg-ink text-ivory', className)}
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-20 bg-cover bg-center bg-no-repeat opacity-90"
        style={{ backgroundImage: `url(${image})` }}
      />
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[linear-gradient(100deg,rgb(12_12_13/0.96)_0%,rgb(12_12_13/0.85)_50%,rgb(12_12_13/0.55)_100%)]"
      />
      <div className="container-page py-16 sm:py-24 lg:py-28">
        <div className="max-w-3xl">
          <p className="eyebrow flex items-center gap-3 text-gold">
            <span aria-hidden className="h-px w-8 bg-current" />
            {eyebrow}
          </p>
          <h1
            id={id}
            className="mt-6 font-display text-[2.5rem] leading-[1.05] font-semibold text-balance sm:text-6xl"
          >
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-base leading-relaxed text-ivory/80 sm:text-lg">{lead}</p>
        </div>
        {children && <div className="mt-10">{children}</div>}
      </div>
    </section>
  );
}
