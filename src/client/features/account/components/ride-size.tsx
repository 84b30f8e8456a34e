import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BookingSummary } from '../../../../shared/contracts/bookings.ts';
import { rideSizeParts } from '../lib/ride-size.ts';

/** The party and the hours booked ("2 passengers · 1 bag · 4 hours"), as a `<dl>` entry; nothing when unknown. */
export function RideSize({
  booking,
  tone = 'light',
}: {
  booking: Pick<BookingSummary, 'passengers' | 'bags' | 'hours'>;
  tone?: 'light' | 'dark';
}) {
  const { t } = useTranslation('account');
  const parts = rideSizeParts(booking).map((p) => t(`card.size.${p.kind}`, { count: p.count }));
  if (parts.length === 0) return null;
  return (
    <div className="flex items-center gap-2" data-testid="ride-size">
      <dt>
        <Users className={tone === 'dark' ? 'size-4 text-gold' : 'size-4 text-gold-dark'} aria-hidden />
        <span className="sr-only">{t('card.size.label')}</span>
      </dt>
      <dd className={tone === 'dark' ? 'text-ivory/85' : 'text-ink'}>{parts.join(' · ')}</dd>
    </div>
  );
}
