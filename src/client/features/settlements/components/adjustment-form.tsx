import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADJUSTMENT_REASON_MAX } from '../../../../shared/contracts/settlements.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { useAddAdjustment } from '../api/add-adjustment.ts';
import { formatDay, parseDollarsToCents } from '../lib/settlement-format.ts';

/** An admin adds a signed amount with its reason to a chauffeur's week (a paid week's goes to the next one). */
export function AdjustmentForm({ week, driverId }: { week: string; driverId: string }) {
  const { t } = useTranslation('settlements');
  const lang = useContentLanguage();
  const errorText = useErrorText();
  const add = useAddAdjustment(week, driverId);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const cents = parseDollarsToCents(amount);
    if (cents === null || cents === 0) {
      setAmountError(t('admin.adjust.amountInvalid'));
      return;
    }
    setAmountError(null);
    add.mutate(
      { amountCents: cents, reason: reason.trim() },
      {
        onSuccess: (r) => {
          setAmount('');
          setReason('');
          const when = formatDay(r.weekStart, lang);
          setNotice(t(r.movedFromPaidWeek ? 'admin.adjust.moved' : 'admin.adjust.added', { week: when }));
        },
      },
    );
  };

  return (
    <form
      onSubmit={onSubmit}
      className="grid gap-3 rounded-2xl bg-ivory p-4"
      aria-labelledby="adjust-title"
      noValidate
    >
      <h4 id="adjust-title" className="font-semibold text-ink">
        {t('admin.adjust.title')}
      </h4>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <Field label={t('admin.adjust.amount')} error={amountError ?? undefined}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              placeholder="25.00"
            />
          )}
        </Field>
        <Field label={t('admin.adjust.reason')}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              value={reason}
              maxLength={ADJUSTMENT_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby={describedBy}
              required
            />
          )}
        </Field>
      </div>
      {add.isError && (
        <p role="alert" className="text-sm text-danger">
          {errorText(add.error)}
        </p>
      )}
      {notice && (
        <p role="status" className="text-sm text-emerald-800">
          {notice}
        </p>
      )}
      <Button type="submit" variant="outline" size="sm" className="w-fit" disabled={add.isPending}>
        {t('admin.adjust.submit')}
      </Button>
    </form>
  );
}
