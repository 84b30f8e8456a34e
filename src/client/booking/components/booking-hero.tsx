import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BookingProgress } from './booking-progress.tsx';
import { cn } from '../../components/ui/cn.ts';

interface BookingHeroProps {
  /** Id of the page's one h1 (the section points at it). */
  titleId: string;
  /** The link back to the previous step. */
  back?: { href: string; label: string; testId?: string };
  /** The booking step (1-5) the progress marks. */
  step?: number;
  /** The line above the title, with an optional icon before it. */
  eyebrow?: ReactNode;
  eyebrowIcon?: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /**
   * A card beside the heading on wide screens (the confirmation's booking number). The band is then the
   * booking's summary: two columns, a deeper shade behind the card, printed as ink on white.
   */
  aside?: ReactNode;
  /** Under the heading (the confirmation's actions). */
  children?: ReactNode;
}

/** The dark skyline band each booking step opens with: back, the progress, the page's one h1 and its lead. */
export function BookingHero({
  titleId,
  back,
  step,
  eyebrow,
  eyebrowIcon,
  title,
  lead,
  aside,
  children,
}: BookingHeroProps) {
  const summary = aside !== undefined;
  const heading = (
    <>
      {eyebrow && (
        <p
          className={cn(
            'text-xs font-semibold tracking-[0.22em] text-gold uppercase',
            eyebrowIcon && 'inline-flex items-center gap-2',
            !summary && 'mt-10',
            summary && 'print:text-gold-dark',
          )}
        >
          {eyebrowIcon}
          {eyebrow}
        </p>
      )}
      <h1
        id={titleId}
        className={cn(
          'font-display text-4xl leading-tight font-semibold text-balance sm:text-5xl',
          eyebrow ? 'mt-3' : 'mt-10',
          !summary && 'max-w-3xl',
        )}
      >
        {title}
      </h1>
      <p
        className={cn(
          'mt-4 max-w-2xl text-base leading-relaxed sm:text-lg',
          summary ? 'text-ivory/80 print:text-ink' : 'text-ivory/75',
        )}
      >
        {lead}
      </p>
    </>
  );

  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'relative isolate overflow-hidden bg-ink text-ivory',
        summary && 'print:bg-white print:text-ink',
      )}
    >
      <img
        src="/images/hero-skyline.svg"
        alt=""
        width={1600}
        height={900}
        decoding="async"
        className={cn('absolute inset-0 -z-20 size-full object-cover opacity-60', summary && 'print:hidden')}
      />
      <div
        aria-hidden
        className={cn(
          'absolute inset-0 -z-10',
          summary
            ? 'bg-[linear-gradient(100deg,rgb(12_12_13/0.97)_0%,rgb(12_12_13/0.88)_55%,rgb(12_12_13/0.65)_100%)] print:hidden'
            : 'bg-[linear-gradient(100deg,rgb(12_12_13/0.97)_0%,rgb(12_12_13/0.85)_55%,rgb(12_12_13/0.6)_100%)]',
        )}
      />
      {summary ? (
        <div className="container-page grid gap-8 pt-10 pb-32 sm:pt-14 sm:pb-36 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-x-10 print:py-4">
          <div className="lg:col-start-1 lg:row-start-1">{heading}</div>
          {aside}
          <div className="lg:col-start-1 lg:row-start-2">{children}</div>
        </div>
      ) : (
        <div className="container-page pt-8 pb-32 sm:pt-10 sm:pb-36">
          {back && (
            <Link
              to={back.href}
              data-testid={back.testId}
              className="inline-flex items-center gap-2 rounded-sm text-sm font-medium text-ivory/75 transition-colors hover:text-gold"
            >
              <ArrowLeft className="size-4" aria-hidden />
              {back.label}
            </Link>
          )}
          {step !== undefined && (
            <div className="mt-8 max-w-4xl">
              <BookingProgress current={step} />
            </div>
          )}
          {heading}
          {children}
        </div>
      )}
    </section>
  );
}
