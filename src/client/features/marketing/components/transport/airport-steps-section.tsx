import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { StepsList } from './steps-list.tsx';

const STEPS = ['choose', 'details', 'meet'] as const;

/** How an airport transfer is booked, in three steps. */
export function AirportStepsSection() {
  const { t } = useTranslation('transport');
  return (
    <section aria-labelledby="airport-steps-title" className="bg-white py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading
          id="airport-steps-title"
          eyebrow={t('airport.steps.eyebrow')}
          title={t('airport.steps.title')}
        />
        <div className="mt-12 sm:mt-14">
          <StepsList prefix="airport.steps.items" steps={STEPS} />
        </div>
      </div>
    </section>
  );
}
