import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { ratingStars } from '../lib/format.ts';

/** A rating shown as five stars, read out as "Rated 4 out of 5". */
export function StarRating({
  rating,
  size = 'sm',
  className,
}: {
  rating: number;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { t } = useTranslation('account');
  const filled = ratingStars(rating) ?? 0;
  return (
    <span
      role="img"
      aria-label={t('card.rated', { rating: filled })}
      data-rating={filled}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          strokeWidth={1.5}
          className={cn(
            size === 'sm' ? 'size-4' : 'size-5',
            n <= filled ? 'fill-gold text-gold-dark' : 'fill-transparent text-ink/25',
          )}
        />
      ))}
    </span>
  );
}
