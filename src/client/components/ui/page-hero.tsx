import type { ReactNode } from 'react';
import { cn } from './cn.ts';

interface HeroText {
  /** Id of the h1 (the section points at it). */
  id: string;
  eyebrow: string;
  title: ReactNode;
}

type PageHeroProps = HeroText &
  (
    | {
        /** A marketing page: large type over a site illustration (under /images) behind a dark gradient. */
        size?: 'large';
        lead: ReactNode;
        image: string;
        /** Buttons, highlights or figures under the lead. */
        children?: ReactNode;
        className?: string;
      }
    | {
        /** An account page: a smaller band with a gold glow, not printed. */
        size: 'compact';
        lead?: ReactNode;
        /** Buttons on the right (below on phones). */
        actions?: ReactNode;
      }
  );

/** The dark band a page opens with: the eyebrow, the page's one h1 and its lead. */
export function PageHero(props: PageHeroProps) {
  const { id, eyebrow, title, lead } = props;
  const compact = props.size === 'compact';
  const eyebrowLine = (
    <p className="eyebrow flex items-center gap-3 text-gold">
      <span aria-hidden className="h-px w-8 bg-current" />
      {eyebrow}
    </p>
  );
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'relative isolate overflow-hidden bg-ink text-ivory',
        compact ? 'print:hidden' : props.className,
      )}
    >
      {props.size === 'compact' ? (
        <>
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgb(200_163_90/0.18),transparent_60%)]"
          />
          <div className="container-page flex flex-col gap-8 py-12 sm:py-16 lg:flex-row lg:items-end lg:justify-between">
            <div className="max-w-2xl">
              {eyebrowLine}
              <h1
                id={id}
                className="mt-4 font-display text-4xl leading-[1.05] font-semibold text-balance sm:text-5xl"
              >
                {title}
              </h1>
              {lead && <p className="mt-4 text-base leading-relaxed text-ivory/75 sm:text-lg">{lead}</p>}
            </div>
            {props.actions && <div className="flex flex-wrap gap-3">{props.actions}</div>}
          </div>
        </>
      ) : (
        <>
          <div
            aria-hidden
            className="absolute inset-0 -z-20 bg-cover bg-center bg-no-repeat opacity-90"
            style={{ backgroundImage: `url(${props.image})` }}
          />
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-[linear-gradient(100deg,rgb(12_12_13/0.96)_0%,rgb(12_12_13/0.85)_50%,rgb(12_12_13/0.55)_100%)]"
          />
          <div className="container-page py-16 sm:py-24 lg:py-28">
            <div className="max-w-3xl">
              {eyebrowLine}
              <h1
                id={id}
                className="mt-6 font-display text-[2.5rem] leading-[1.05] font-semibold text-balance sm:text-6xl"
              >
                {title}
              </h1>
              <p className="mt-6 max-w-2xl text-base leading-relaxed text-ivory/80 sm:text-lg">{lead}</p>
            </div>
            {props.children && <div className="mt-10">{props.children}</div>}
          </div>
        </>
      )}
    </section>
  );
}
