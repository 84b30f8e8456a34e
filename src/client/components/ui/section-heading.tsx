import type { ReactNode } from 'react';
import { cn } from './cn.ts';

interface SectionHeadingProps {
  /** Id of the h2; the section points at it with aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  lead?: ReactNode;
  tone?: 'light' | 'dark';
  align?: 'start' | 'center';
  className?: string;
}

/** Eyebrow, h2 and lead paragraph shared by every marketing section, so the type scale stays consistent. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  tone = 'light',
  align = 'start',
  className,
}: SectionHeadingProps) {
  return (
    <header className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      <p
        className={cn(
          'eyebrow flex items-center gap-3',
          align === 'center' && 'justify-center',
          tone === 'dark' ? 'text-gold' : 'text-gold-dark',
        )}
      >
        <span aria-hidden className="h-px w-8 bg-current" />
        {eyebrow}
      </p>
      <h2 id={id} className={cn('section-title mt-4 text-balance', tone === 'dark' && 'text-ivory')}>
        {title}
      </h2>
      {lead && (
        <p
          className={cn('section-lead', align === 'center' && 'mx-auto', tone === 'dark' && 'text-ivory/75')}
        >
          {lead}
        </p>
      )}
    </header>
  );
}
