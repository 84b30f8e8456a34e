import { CalendarCheck, Navigation, ShieldCheck, Sparkles, UserCheck, Wifi } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';

const REASONS = [
  { key: 'lateModel', Icon: CalendarCheck },
  { key: 'maintained', Icon: Sparkles },
  { key: 'licensed', Icon: ShieldCheck },
  { key: 'chauffeurs', Icon: UserCheck },
  { key: 'comfort', Icon: Wifi },
  { key: 'tracking', Icon: Navigation },
] as const;

/** "Why choose our fleet": six reasons on the dark band. */
export function FleetReasons() {
  const { t } = useTranslation('company');
  return (
    <section aria-labelledby="fleet-reasons-title" className="bg-ink py-20 text-ivory sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="fleet-reasons-title"
          tone="dark"
          eyebrow={t('fleet.reasons.eyebrow')}
          title={t('fleet.reasons.title')}
          lead={t('fleet.reasons.lead')}
        />
        <ul className="mt-12 grid gap-x-10 gap-y-10 sm:mt-14 sm:grid-cols-2 lg:grid-cols-3">
          {REASONS.map(({ key, Icon }) => (
            <li key={key} className="flex gap-4 border-t border-ivory/12 pt-6">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-gold/40 text-gold">
                <Icon className="size-5" aria-hidden strokeWidth={1.5} />
              </span>
              <div>
                <h3 className="font-sans text-base font-semibold text-ivory">
                  {t(`fleet.reasons.items.${key}.title`)}
                </h3>
                <p className="mt-1.5 text-sm leading-relaxed text-ivory/70">
                  {t(`fleet.reasons.items.${key}.body`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
