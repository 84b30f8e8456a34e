import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '../../../../shared/contracts/saved.ts';
import { AppError } from '../../../../shared/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { payWithSavedCard } from '../api/saved-cards.ts';
import type { Charge, ChargeResult } from '../hooks/use-payment.ts';

/** "Visa •••• 4242 · 12/34" */
export function cardLabel(card: SavedCard): string {
  return `${card.brand} •••• ${card.last4} · ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
}

/**
 * Saved cards at checkout (decision 27): each pays the booking with one tap (the server charges the stored total
 * through the provider that keeps the card). Shown above the card form to signed-in customers who have one.
 */
export function SavedCardChoice({
  cards,
  bookingId,
  amount,
  confirmDuplicate,
  editable,
  onPay,
}: {
  cards: SavedCard[];
  bookingId: string;
  /** The server's amount, formatted ("$133.85"). */
  amount: string;
  confirmDuplicate: boolean;
  editable: boolean;
  onPay: (charge: Charge) => void;
}) {
  const { t } = useTranslation('checkout');
  if (cards.length === 0) return null;
  const charge =
    (card: SavedCard): Charge =>
    async (): Promise<ChargeResult> => {
      try {
        const res = await payWithSavedCard(card.id, bookingId, confirmDuplicate);
        return { ok: true, paymentIntentId: res.paymentIntentId };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return { ok: false, error };
      }
    };
  return (
    <div className="mb-6 grid gap-3" data-testid="saved-cards">
      <p className="text-sm font-semibold text-ink">{t('saved.title')}</p>
      {cards.map((card) => (
        <Button
          key={card.id}
          type="button"
          variant="dark"
          className="h-auto min-h-11 w-full justify-between py-2"
          disabled={!editable}
          data-testid="pay-saved-card"
          onClick={() => onPay(charge(card))}
        >
          <span className="inline-flex min-w-0 items-center gap-2 text-left normal-case">
            <CreditCard className="size-4 shrink-0" aria-hidden />
            {cardLabel(card)}
          </span>
          <span className="shrink-0 whitespace-nowrap">{t('saved.pay', { amount })}</span>
        </Button>
      ))}
      <p className="text-center text-xs text-stone">{t('saved.orNew')}</p>
    </div>
  );
}

/** "Save this card for next time": the provider keeps it; we keep only its brand, last 4 and expiry. */
export function SaveCardCheckbox({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('checkout');
  return (
    <label className="mb-4 flex min-h-11 cursor-pointer items-start gap-3 text-sm text-ink">
      <input
        type="checkbox"
        className="mt-1 size-4 accent-gold"
        data-testid="save-card"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>
        {t('saved.save')}
        <span className="block text-xs text-stone">{t('saved.saveHint')}</span>
      </span>
    </label>
  );
}
