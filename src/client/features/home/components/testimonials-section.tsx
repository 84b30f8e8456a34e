import { useTranslation } from 'react-i18next';
import { useTestimonials } from '../../../lib/catalog-queries.ts';
import { LoadError } from './load-error.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { TestimonialCarousel } from './testimonial-carousel.tsx';

/** Client testimonials in a carousel. */
export function TestimonialsSection() {
  const { t } = useTranslation('home');
  const testimonials = useTestimonials();
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="scroll-mt-20 bg-ivory-deep py-24 sm:py-32"
    >
      <div className="container-page">
        <SectionHeading
          id="testimonials-title"
          align="center"
          eyebrow={t('testimonials.eyebrow')}
          title={t('testimonials.title')}
        />
        <div className="mt-14">
          {testimonials.isError ? (
            <LoadError message={t('testimonials.loadError')} onRetry={() => void testimonials.refetch()} />
          ) : testimonials.isPending ? (
            <div aria-hidden className="mx-auto grid max-w-3xl justify-items-center gap-4">
              <div className="h-8 w-full animate-pulse rounded bg-ink/5" />
              <div className="h-8 w-5/6 animate-pulse rounded bg-ink/5" />
              <div className="h-8 w-2/3 animate-pulse rounded bg-ink/5" />
              <div className="mt-6 size-12 animate-pulse rounded-full bg-ink/5" />
            </div>
          ) : testimonials.data.length > 0 ? (
            <TestimonialCarousel items={testimonials.data} />
          ) : null}
        </div>
      </div>
    </section>
  );
}
