import { CalendarClock, Route, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { useBook } from '../../hooks/use-book.ts';
import { bookCorporate } from '../../lib/book-actions.ts';
import { CORPORATE_SERVICES } from '../../lib/offers.ts';
import { OfferCard } from '../offer-card.tsx';
import { BookButton } from './book-button.tsx';
import { translatedList } from '../../lib/translated-list.ts';

const TYPE_ICONS: Record<(typeof CORPORATE_SERVICES)[number]['serviceType'], LucideIcon> = {
  'point-to-point': Route,
  hourly: CalendarClock,
};

/** Executive Transfers, Road Shows and Group Transportation; each opens the booking form with its ride type. */
export function CorporateServicesSection() {
  const { t } = useTranslation('transport');
  const book = useBook();
  return (
    <section
      id="corporate-services"
      aria-labelledby="corporate-services-title"
      className="scroll-mt-20 bg-ivory py-20 sm:py-28"
    >
      <div className="container-page">
        <SectionHeading
          id="corporate-services-title"
          eyebrow={t('corporate.services.eyebrow')}
          title={t('corporate.services.title')}
          lead={t('corporate.services.lead')}
        />
        <ul className="mt-12 grid gap-6 sm:mt-14 lg:grid-cols-3">
          {CORPORATE_SERVICES.map((service) => {
            const name = t(`corporate.services.offers.${service.id}.name`);
            const Icon = TYPE_ICONS[service.serviceType];
            return (
              <li key={service.id} className="grid">
                <OfferCard
                  id={`corporate-${service.id}`}
                  title={name}
                  description={t(`corporate.services.offers.${service.id}.description`)}
                  meta={
                    <p className="inline-flex items-center gap-2 rounded-full bg-ivory px-3.5 py-1.5 text-xs font-medium text-ink ring-1 ring-ink/10">
                      <Icon className="size-3.5 text-gold-dark" aria-hidden />
                      {t('corporate.services.bookedAs', {
                        type: t(`corporate.services.types.${service.serviceType}`),
                      })}
                    </p>
                  }
                  features={translatedList(t, `corporate.services.offers.${service.id}.features`)}
                  action={
                    <BookButton
                      label={t('common.bookService')}
                      offer={name}
                      onClick={() => book(bookCorporate(service.id))}
                    />
                  }
                />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
