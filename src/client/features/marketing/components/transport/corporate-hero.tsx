import { ArrowDown, CreditCard, ReceiptText, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button.tsx';
import { ServiceHero } from './service-hero.tsx';

const HIGHLIGHTS = [
  { key: 'receipts', Icon: ReceiptText },
  { key: 'forOthers', Icon: UserRound },
  { key: 'saved', Icon: CreditCard },
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
