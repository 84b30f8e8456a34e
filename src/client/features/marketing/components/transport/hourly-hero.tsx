import { ArrowDown, CalendarClock, Hourglass, MapPinned, Repeat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { ServiceHero } from './service-hero.tsx';

const HIGHLIGHTS = [
  { key: 'stops', Icon: MapPinned },
  { key: 'waits', Icon: Hourglass },
  { key: 'flexible', Icon: Repeat },
  { key: 'packages', Icon: CalendarClock },
] as const;

export function HourlyHero() {
  const { t } = useTranslation('transport');
  return (
    <ServiceHero page="hourly" image="/images/services/hourly.svg" highlights={HIGHLIGHTS}>
      <a href="#hourly-packages" className={buttonClasses('primary', 'lg')}>
        {t('hourly.hero.cta')}
        <ArrowDown className="size-4" aria-hidden />
      </a>
    </ServiceHero>
  );
}
