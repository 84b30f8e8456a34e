import type { ReactNode } from 'react';

interface CardHeadingProps {
  /** Id of the h2 (the card's section points at it). */
  id: string;
  eyebrow: ReactNode;
  children: ReactNode;
  /** A line under the title (the package). */
  subtitle?: ReactNode;
  subtitleTestId?: string;
}

/** The eyebrow, h2 and optional subtitle a booking card opens with (the ride, the trip). */
export function CardHeading({ id, eyebrow, children, subtitle, subtitleTestId }: CardHeadingProps) {
  return (
    <>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="mt-2 font-display text-3xl leading-tight font-semibold text-ink">
        {children}
      </h2>
      {subtitle && (
        <p className="mt-1 text-base font-medium text-ink/85" data-testid={subtitleTestId}>
          {subtitle}
        </p>
      )}
    </>
  );
}
