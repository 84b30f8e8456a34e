import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAYOUT_METHODS,
  PAYOUT_REFERENCE_MAX,
  type PayoutMethod,
  type SettlementStatement,
} from '../../../../shared/contracts/settlements.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { useMarkPaid } from '../api/mark-paid.ts';
import { money } from '../lib/settlement-format.ts';

/** Today's date in New York (YYYY-MM-DD). */
const nyToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', dateStyle: 'short' }).format(new Date());

/** Marks a finished week paid: the date, how, the reference; the total shown is the one the server checks. */
export function PayForm({ statement: s }: { statement: SettlementStatement }) {
  const { t } = useTranslation('settlements');
  const lang = useContentLanguage();
  const errorText = useErrorText();
  const pay = useMarkPaid(s.weekStart, s.driverId);
  const [paidOn, setPaidOn] = useState(nyToday);
  const [method, setMethod] = useState<PayoutMethod>('bank_transfer');
  const [reference, setReference] = useState('');

  if (s.status === 'open') return <p className="text-sm text-stone">{t('admin.pay.notOver')}</p>;
  if (s.lines.length === 0) return <p className="text-sm text-stone">{t('admin.pay.nothing')}</p>;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    pay.mutate({
      paidOn,
      method,
      ...(reference.trim() ? { reference: reference.trim() } : {}),
      expectedTotalCents: s.totals.totalCents,
    });
  };

  return (
    <form onSubmit={onSubmit} className="grid gap-3 rounded-2xl bg-ivory p-4" aria-labelledby="pay-title">
      <h4 id="pay-title" className="font-semibold text-ink">
        {t('admin.pay.title')}
      </h4>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field label={t('admin.pay.paidOn')}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              type="date"
              value={paidOn}
              max={nyToday()}
              onChange={(e) => setPaidOn(e.target.value)}
              aria-describedby={describedBy}
              required
            />
          )}
        </Field>
        <Field label={t('admin.pay.method')}>
          {({ id, describedBy }) => (
            <Select
              id={id}
              value={method}
              onChange={(e) => setMethod(e.target.value as PayoutMethod)}
              aria-describedby={describedBy}
            >
              {PAYOUT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`methods.${m}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('admin.pay.reference')}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              value={reference}
              maxLength={PAYOUT_REFERENCE_MAX}
              onChange={(e) => setReference(e.target.value)}
              aria-describedby={describedBy}
            />
          )}
        </Field>
      </div>
      {pay.isError && (
        <p role="alert" className="text-sm text-danger">
          {errorText(pay.error)}
        </p>
      )}
      <Button type="submit" size="sm" className="w-fit" disabled={pay.isPending}>
        {t('admin.pay.submit', { amount: money(s.totals.totalCents, lang) })}
      </Button>
    </form>
  );
}
