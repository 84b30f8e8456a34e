import { ArrowDown, ReceiptText, ShieldCheck, UserRound, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { ServiceHero } from './service-hero.tsx';

const HIGHLIGHTS = [
  { key: 'invoicing', Icon: ReceiptText },
  { key: 'priority', Icon: Zap },
  { key: 'manager', Icon: UserRound },
  { key: 'duty', Icon: ShieldCheck },
] as const;

export function CorporateHero() {
  const { t } = useTranslation('transport');
  return (
    <ServiceHero page="corporate" image="/images/services/corporate.svg" highlights={HIGHLIGHTS}>
      <a href="#corporate-services" className={buttonClasses('primary', 'lg')}>
        {t('corporate.hero.cta')}
        <ArrowDown className="size-4" aria-hidden />
      </a>
    </ServiceHero>
  );
}
