import { Mail, Navigation, PlaneLanding } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';

const POINTS = [
  { key: 'live', Icon: Navigation },
  { key: 'email', Icon: Mail },
  { key: 'flight', Icon: PlaneLanding },
] as const;

/**
 * What every booking includes, as the product does it: the assigned chauffeur's position on the booking's page
 * (booking/components/driver-tracking.tsx), an email at each step of the ride, and free airport waiting.
 */
export function TrackingSection() {
  const { t } = useTranslation('home');
  return (
    <section
      id="tracking"
      aria-labelledby="tracking-title"
      className="relative scroll-mt-20 overflow-hidden bg-ink py-24 text-ivory sm:py-32"
    >
      <div
        aria-hidden
        className="absolute -top-40 -right-40 -z-0 size-[36rem] rounded-full bg-[radial-gradient(circle,rgb(200_163_90/0.16)_0%,transparent_65%)]"
      />
      <div className="container-page relative grid items-center gap-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-20">
        <div>
          <SectionHeading
            id="tracking-title"
            tone="dark"
            eyebrow={t('tracking.eyebrow')}
            title={t('tracking.title')}
            lead={t('tracking.lead')}
          />
          <ul className="mt-10 grid gap-7">
            {POINTS.map(({ key, Icon }) => (
              <li key={key} className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-gold/10 text-gold ring-1 ring-gold/30">
                  <Icon className="size-5" aria-hidden strokeWidth={1.5} />
                </span>
                <div>
                  <h3 className="font-sans text-base font-semibold text-ivory">
                    {t(`tracking.points.${key}.title`)}
                  </h3>
                  <p className="mt-1 text-sm leading-relaxed text-ivory/70">
                    {t(`tracking.points.${key}.body`)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <figure className="overflow-hidden rounded-2xl bg-ink-soft ring-1 ring-ivory/10">
          <img
            src="/images/tracking-map.svg"
            alt={t('tracking.imageAlt')}
            loading="lazy"
            decoding="async"
            width={800}
            height={600}
            className="aspect-[4/3] size-full object-cover"
          />
        </figure>
      </div>
    </section>
  );
}
