import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../components/ui/cn.ts';

export interface FeatureItem {
  key: string;
  Icon: LucideIcon;
}

const surfaces = {
  /** On a white section. */
  ivory: { card: 'bg-ivory ring-ink/6', icon: 'bg-ink text-gold', title: 'text-ink', body: 'text-stone' },
  /** On an ivory section. */
  white: { card: 'bg-white ring-ink/8', icon: 'bg-ink text-gold', title: 'text-ink', body: 'text-stone' },
  /** On an ink section. */
  dark: {
    card: 'bg-ink-soft ring-ivory/10',
    icon: 'bg-gold/10 text-gold ring-1 ring-gold/30',
    title: 'text-ivory',
    body: 'text-ivory/70',
  },
} as const;

/** Icon cards with a title and a line each, read from `<prefix>.<key>.title|body` in `transport`. */
export function FeatureGrid({
  prefix,
  items,
  surface,
  columns = 3,
  className,
}: {
  prefix: string;
  items: readonly FeatureItem[];
  surface: keyof typeof surfaces;
  /** Columns from the lg breakpoint. */
  columns?: 2 | 3;
  className?: string;
}) {
  const { t } = useTranslation('transport');
  const s = surfaces[surface];
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2 lg:gap-6', columns === 3 && 'lg:grid-cols-3', className)}>
      {items.map(({ key, Icon }) => (
        <li key={key} className={cn('flex gap-4 rounded-2xl p-5 ring-1 sm:flex-col sm:gap-5 sm:p-7', s.card)}>
          <span
            className={cn('inline-flex size-11 shrink-0 items-center justify-center rounded-full', s.icon)}
          >
            <Icon className="size-5" aria-hidden strokeWidth={1.5} />
          </span>
          <div>
            <h3 className={cn('font-sans text-base font-semibold tracking-normal', s.title)}>
              {t(`${prefix}.${key}.title`)}
            </h3>
            <p className={cn('mt-1.5 text-sm leading-relaxed sm:mt-2', s.body)}>
              {t(`${prefix}.${key}.body`)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
