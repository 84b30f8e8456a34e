import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Testimonial } from '../../../../shared/contracts/catalog.ts';
import { cn } from '../../../components/ui/cn.ts';
import { CAROUSEL, useCarousel } from '../hooks/use-carousel.ts';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion.ts';
import { TestimonialSlide } from './testimonial-slide.tsx';

const arrowClasses =
  'inline-flex size-12 items-center justify-center rounded-full border border-ink/15 text-ink transition-colors hover:border-ink hover:bg-ink hover:text-ivory';

/**
 * One testimonial at a time; auto-advances every 8 s with a 500 ms slide, wraps both ways, pauses while
 * hovered, focused or paused by the visitor, and does not animate for visitors who prefer reduced motion.
 */
export function TestimonialCarousel({ items }: { items: Testimonial[] }) {
  const { t } = useTranslation('home');
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const paused = hovered || focused || stopped;
  const count = items.length;
  const { active, position, animating, next, previous, show } = useCarousel(count, { paused, reducedMotion });

  const first = items[0];
  const last = items[count - 1];
  // Copies of the last and first slide at either end make the wrap-around seamless.
  const track = count > 1 && first && last ? [last, ...items, first] : items;
  const offset = count > 1 ? position : 0;

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
  };

  return (
    <div
      role="region"
      aria-roledescription={t('testimonials.carousel')}
      aria-label={t('testimonials.carouselLabel')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-paused={paused || undefined}
    >
      <div className="overflow-hidden" aria-live={paused ? 'polite' : 'off'}>
        <div
          className="flex"
          style={{
            transform: `translate3d(-${offset * 100}%, 0, 0)`,
            transition:
              animating && !reducedMotion
                ? `transform ${CAROUSEL.transitionMs}ms cubic-bezier(0.22, 0.61, 0.36, 1)`
                : 'none',
          }}
        >
          {track.map((item, i) => {
            const copy = count > 1 && (i === 0 || i === track.length - 1);
            const isActive = !copy && (count > 1 ? i - 1 : i) === active;
            return (
              <div
                key={copy ? `copy-${i}` : item.id}
                role={copy ? undefined : 'group'}
                aria-roledescription={copy ? undefined : t('testimonials.slide')}
                aria-label={
                  copy
                    ? undefined
                    : t('testimonials.slideLabel', { index: count > 1 ? i : i + 1, total: count })
                }
                aria-hidden={!isActive || undefined}
                inert={!isActive}
                data-testid={isActive ? 'testimonial-active' : undefined}
                className="w-full shrink-0"
              >
                <TestimonialSlide testimonial={item} />
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div className="mt-12 flex items-center justify-center gap-4 sm:gap-6">
          <button
            type="button"
            onClick={previous}
            aria-label={t('testimonials.previous')}
            className={arrowClasses}
          >
            <ChevronLeft className="size-5" aria-hidden />
          </button>
          <ul className="flex items-center" aria-label={t('testimonials.dots')}>
            {items.map((item, i) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => show(i)}
                  aria-label={t('testimonials.show', { index: i + 1 })}
                  aria-current={i === active || undefined}
                  className="group inline-flex size-8 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden
                    className={cn(
                      'block h-1.5 rounded-full transition-all duration-300',
                      i === active ? 'w-7 bg-gold-dark' : 'w-1.5 bg-ink/25 group-hover:bg-ink/50',
                    )}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button type="button" onClick={next} aria-label={t('testimonials.next')} className={arrowClasses}>
            <ChevronRight className="size-5" aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? t('testimonials.play') : t('testimonials.pause')}
            className="ml-1 inline-flex size-9 items-center justify-center rounded-full text-stone hover:text-ink"
          >
            {stopped ? <Play className="size-4" aria-hidden /> : <Pause className="size-4" aria-hidden />}
          </button>
        </div>
      )}
    </div>
  );
}
