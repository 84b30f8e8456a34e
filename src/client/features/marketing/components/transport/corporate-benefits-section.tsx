import { CalendarClock, CreditCard, Lock, ReceiptText, ShieldCheck, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MARKETING_FIGURES } from '../../../../../shared/brand.ts';
import { SectionHeading } from '../../../../components/ui/section-heading.tsx';
import { FeatureGrid } from './feature-grid.tsx';

const ITEMS = [
  { key: 'receipts', Icon: ReceiptText },
  { key: 'forOthers', Icon: UserRound },
  { key: 'saved', Icon: CreditCard },
  { key: 'duty', Icon: ShieldCheck },
  { key: 'changes', Icon: CalendarClock },
  { key: 'confidential', Icon: Lock },
] as const;

const FIGURES = [
  { key: 'punctuality', value: MARKETING_FIGURES.punctuality },
  { key: 'clients', value: MARKETING_FIGURES.clients },
  { key: 'dispatch', value: '24/7' },
] as const;

/**
 * What a company can use today (issue 35: no monthly invoicing, cost centres, account manager or reporting until
 * company accounts exist): booking for others, receipts, saved cards and places, duty of care, changes online.
 */
export function CorporateBenefitsSection() {
  const { t } = useTranslation('transport');
  return (
    <section aria-labelledby="corporate-benefits-title" className="bg-white py-20 sm:py-28">
      <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-16">
        <div>
          <SectionHeading
            id="corporate-benefits-title"
            eyebrow={t('corporate.benefits.eyebrow')}
            title={t('corporate.benefits.title')}
            lead={t('corporate.benefits.lead')}
          />
          <dl
            aria-label={t('corporate.benefits.figures.label')}
            className="mt-10 grid grid-cols-3 gap-4 rounded-2xl bg-ink p-6 text-ivory sm:p-8 lg:grid-cols-1 lg:gap-6"
          >
            {FIGURES.map((f) => (
              <div key={f.key} className="flex flex-col-reverse justify-end gap-1.5">
                <dt className="text-[0.68rem] font-medium tracking-[0.16em] text-ivory/70 uppercase sm:text-xs">
                  {t(`corporate.benefits.figures.${f.key}`)}
                </dt>
                <dd className="font-display text-3xl leading-none font-semibold text-gold-light lining-nums sm:text-4xl">
                  {f.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <FeatureGrid
          prefix="corporate.benefits.items"
          items={ITEMS}
          surface="ivory"
          columns={2}
          className="self-start"
        />
      </div>
    </section>
  );
}
