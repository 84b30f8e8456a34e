import { useTranslation } from 'react-i18next';
import type { Testimonial } from '../../../../shared/contracts/catalog.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';

/** Quote, initials avatar, name and service type. */
export function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation('home');
  const lang = useContentLanguage();
  return (
    <figure className="mx-auto flex max-w-3xl flex-col items-center px-2 text-center sm:px-10">
      <span aria-hidden className="font-display text-7xl leading-[0.6] text-gold">
        &ldquo;
      </span>
      <blockquote className="mt-4 font-display text-2xl leading-snug font-medium text-balance text-ink sm:text-3xl lg:text-[2.1rem]">
        <p>{lang === 'es' ? testimonial.testimonialEs : testimonial.testimonial}</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4 text-left">
        <span
          aria-hidden
          className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-ink font-display text-lg font-semibold tracking-wide text-gold"
        >
          {testimonial.initials}
        </span>
        <span className="grid">
          <span className="font-semibold text-ink">{testimonial.name}</span>
          <span className="text-sm text-stone">
            {t(`testimonials.serviceTypes.${testimonial.serviceType}`, {
              defaultValue: testimonial.serviceType,
            })}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
