import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { SectionHeading } from './section-heading.tsx';

interface StorySectionProps {
  /** Id of the h2 (the section points at it). */
  titleId: string;
  /** The section's anchor (the home page's #about). */
  id?: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  /** A site illustration (720 × 840) on the left, with its alternative text. */
  image: { src: string; alt: string };
  /** The badge over the illustration's corner: a figure (a year) and its caption. */
  badge: { figure: ReactNode; caption: string };
  /**
   * 'teaser' (the home page): taller spacing, equal columns, the illustration full width on phones.
   * 'page' (the about page): the text column wider, the illustration kept narrow on phones.
   */
  size?: 'teaser' | 'page';
  /** Under the heading: paragraphs, a list, a link. */
  children: ReactNode;
}

/** An illustration with a figure badge beside a section heading and its text (the company story). */
export function StorySection({
  titleId,
  id,
  eyebrow,
  title,
  lead,
  image,
  badge,
  size = 'page',
  children,
}: StorySectionProps) {
  const teaser = size === 'teaser';
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={teaser ? 'scroll-mt-20 bg-ivory py-24 sm:py-32' : 'bg-ivory py-20 sm:py-28'}
    >
      <div
        className={cn(
          'container-page grid items-center gap-14',
          teaser ? 'lg:grid-cols-2' : 'lg:grid-cols-[5fr_6fr]',
          'lg:gap-20',
        )}
      >
        <div className={cn('relative', !teaser && 'mx-auto w-full max-w-md lg:max-w-none')}>
          <div className="overflow-hidden rounded-2xl bg-ink-soft">
            <img
              src={image.src}
              alt={image.alt}
              loading="lazy"
              decoding="async"
              width={720}
              height={840}
              className="aspect-[6/7] size-full object-cover"
            />
          </div>
          <div className="absolute -right-3 -bottom-6 rounded-2xl bg-ink px-6 py-5 text-ivory shadow-2xl ring-1 ring-gold/30 sm:-right-6">
            <p className="font-display text-5xl leading-none font-semibold text-gold-light lining-nums">
              {badge.figure}
            </p>
            <p className="mt-2 text-xs font-semibold tracking-[0.18em] text-ivory/75 uppercase">
              {badge.caption}
            </p>
          </div>
        </div>
        <div>
          <SectionHeading id={titleId} eyebrow={eyebrow} title={title} lead={lead} />
          {children}
        </div>
      </div>
    </section>
  );
}
