import { ArrowDown, BadgeDollarSign, DoorOpen, Navigation, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { ServiceHero } from './service-hero.tsx';

const HIGHLIGHTS = [
  { key: 'fixed', Icon: BadgeDollarSign },
  { key: 'door', Icon: DoorOpen },
  { key: 'licensed', Icon: ShieldCheck },
  { key: 'tracking', Icon: Navigation },
] as const;

export function PointToPointHero() {
  const { t } = useTranslation('transport');
  return (
    <ServiceHero page="pointToPoint" image="/images/services/point-to-point.svg" highlights={HIGHLIGHTS}>
      <a href="#popular-routes" className={buttonClasses('primary', 'lg')}>
        {t('pointToPoint.hero.cta')}
        <ArrowDown className="size-4" aria-hidden />
      </a>
    </ServiceHero>
  );
}
