import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';

interface StarRatingInputProps {
  value: number | null;
  onChange: (value: number) => void;
  legend: string;
  error?: string | undefined;
}

/**
 * 1-5 stars as a native radio group: Tab reaches it, the arrow keys change the choice, Space picks the focused
 * star, and screen readers hear "3 stars, 3 of 5".
 */
export function StarRatingInput({ value, onChange, legend, error }: StarRatingInputProps) {
  const { t } = useTranslation('account');
  const name = useId();
  const errorId = `${name}-error`;
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-2 flex items-center gap-3">
        <div className="flex" onMouseLeave={() => setHover(null)}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              onMouseEnter={() => setHover(n)}
              className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-gold"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                className="sr-only"
              />
              <span className="sr-only">{t('rate.star', { count: n })}</span>
              <Star
                aria-hidden
                strokeWidth={1.5}
                className={cn(
                  'size-9 transition-colors',
                  n <= shown ? 'fill-gold text-gold-dark' : 'fill-transparent text-ink/30',
                )}
              />
            </label>
          ))}
        </div>
        <span className="text-sm text-stone" aria-hidden>
          {shown ? t('rate.outOf', { rating: shown }) : ''}
        </span>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
