import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';

interface OfferCardProps {
  /** Used for the heading id and data-offer, so tests and links can find the card. */
  id: string;
  title: string;
  description?: ReactNode;
  /** Usually a <Price/>. */
  price?: ReactNode;
  /** Short facts under the price (duration, distance, hours …). */
  meta?: ReactNode;
  features?: readonly string[];
  popular?: boolean;
  /** The card's action, usually one button. */
  action: ReactNode;
  image?: string;
  className?: string;
}

/** A package, route or offer with its price, what it includes and its Book button. "Most popular" stands out. */
export function OfferCard({
  id,
  title,
  description,
  price,
  meta,
  features,
  popular = false,
  action,
  image,
  className,
}: OfferCardProps) {
  const { t } = useTranslation('marketing');
  const headingId = `offer-${id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-offer={id}
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-ink/8',
        popular && 'ring-2 ring-gold shadow-[0_24px_48px_-24px_rgb(12_12_13/0.35)]',
        className,
      )}
    >
      {image && (
        <div className="aspect-[16/9] overflow-hidden bg-ivory-deep">
          <img src={image} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
        </div>
      )}
      {popular && (
        <p className="absolute top-4 right-4 rounded-full bg-gold px-3 py-1 text-[0.68rem] font-semibold tracking-[0.18em] text-ink uppercase">
          {t('shared.popular')}
        </p>
      )}
      <div className="flex flex-1 flex-col p-6 sm:p-8">
        <h3
          id={headingId}
          className={cn(
            'font-display text-2xl leading-tight font-semibold text-ink',
            popular && !image && 'pr-32',
          )}
        >
          {title}
        </h3>
        {description && <p className="mt-3 text-sm leading-relaxed text-stone">{description}</p>}
        {price && <div className="mt-6">{price}</div>}
        {meta && <div className="mt-3 text-sm text-stone">{meta}</div>}
        {features && features.length > 0 && (
          <ul className="mt-6 grid gap-2.5 border-t border-ink/10 pt-6 text-sm text-ink/85">
            {features.map((f) => (
              <li key={f} className="flex items-start gap-2.5">
                <Check className="mt-0.5 size-4 shrink-0 text-gold-dark" aria-hidden />
                {f}
              </li>
            ))}
          </ul>
        )}
        <div className="mt-auto pt-8">{action}</div>
      </div>
    </article>
  );
}
