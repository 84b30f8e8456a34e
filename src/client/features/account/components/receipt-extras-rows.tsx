import { useTranslation } from 'react-i18next';
import type { Receipt } from '../../../../shared/contracts/bookings.ts';
import { extraLineLabel } from '../../../../shared/domain/extra-line-labels.ts';
import { useAccountFormat } from '../hooks/use-account-format.ts';

/**
 * The receipt's lines charged after the ride (decision 29): "Waiting time (23 min)", tolls, parking and the
 * gratuity, each with when it was paid, and their total. Rows of the receipt table's footer; none when absent.
 */
export function ReceiptExtrasRows({ extras }: { extras: NonNullable<Receipt['extras']> }) {
  const { t } = useTranslation('account');
  const f = useAccountFormat();
  if (extras.length === 0) return null;
  const total = extras.reduce((sum, e) => sum + Math.round(e.amount * 100), 0) / 100;
  return (
    <>
      <tr>
        <td
          colSpan={2}
          className="pt-6 pb-2 text-left text-[0.7rem] font-semibold tracking-[0.14em] text-gold-dark uppercase"
        >
          {t('receipt.afterRide')}
        </td>
      </tr>
      {extras.map((e, i) => (
        <tr key={`${e.kind}-${i}`} className="border-b border-ink/6" data-testid="receipt-extra">
          <th scope="row" className="py-2 pr-4 text-left font-normal text-ink">
            {extraLineLabel(e.kind, e.minutes, f.lang)}
            <span className="block text-xs text-stone">
              {t('receipt.paid')} {t('receipt.paidOn', { date: f.dateTime(e.paidAt) })}
            </span>
          </th>
          <td className="py-2 text-right text-ink tabular-nums">{f.money(e.amount)}</td>
        </tr>
      ))}
      <tr>
        <th scope="row" className="pt-3 text-left font-semibold text-ink">
          {t('receipt.afterRideTotal')}
        </th>
        <td
          className="pt-3 text-right font-semibold text-ink tabular-nums"
          data-testid="receipt-extras-total"
        >
          {f.money(total)}
        </td>
      </tr>
    </>
  );
}
