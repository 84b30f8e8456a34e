import { ArrowDown, BadgeDollarSign, Hourglass, PlaneLanding, Signpost } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { ServiceHero } from './service-hero.tsx';

const HIGHLIGHTS = [
  { key: 'flight', Icon: PlaneLanding },
  { key: 'waiting', Icon: Hourglass },
  { key: 'fixed', Icon: BadgeDollarSign },
  { key: 'meet', Icon: Signpost },
] as const;

export function AirportHero() {
  const { t } = useTranslation('transport');
  return (
    <ServiceHero page="airport" image="/images/services/airport.svg" highlights={HIGHLIGHTS}>
      <a href="#airport-routes" className={buttonClasses('primary', 'lg')}>
        {t('airport.hero.cta')}
        <ArrowDown className="size-4" aria-hidden />
      </a>
    </ServiceHero>
  );
}
