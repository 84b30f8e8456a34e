import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INVOICE_PAY_METHODS,
  VOID_REASON_MAX,
  type InvoicePayMethod,
  type InvoiceSummary,
} from '../../../../shared/contracts/invoices.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { money, parseDollarsToCents } from '../lib/invoice-format.ts';
import { useMarkInvoicePaid, useVoidInvoice } from '../api/invoices.ts';

/** Today's date in New York (YYYY-MM-DD). */
export const nyToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', dateStyle: 'short' }).format(new Date());

const PAY_FORM = 'invoice-pay-form';
const VOID_FORM = 'invoice-void-form';

/** Mark paid: the amount received (the total prefilled), the date, how. */
export function PayDialog({ invoice, onClose }: { invoice: InvoiceSummary; onClose: () => void }) {
  const { t } = useTranslation('admin-invoices');
  const lang = useContentLanguage();
  const errorText = useErrorText();
  const pay = useMarkInvoicePaid(invoice.id);
  const [amount, setAmount] = useState((invoice.totalCents / 100).toFixed(2));
  const [paidOn, setPaidOn] = useState(nyToday);
  const [method, setMethod] = useState<InvoicePayMethod>('ach');
  const [amountError, setAmountError] = useState<string | undefined>();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const cents = parseDollarsToCents(amount);
    if (cents === null || cents <= 0) {
      setAmountError('invoices.amountInvalid');
      return;
    }
    setAmountError(undefined);
    pay.mutate({ amountCents: cents, paidOn, method }, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('pay.title', { number: invoice.number })}
      description={t('pay.description', {
        company: invoice.companyName,
        total: money(invoice.totalCents, lang),
      })}
      locked={pay.isPending}
      testId="invoice-pay-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pay.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={PAY_FORM} disabled={pay.isPending} data-testid="invoice-pay-submit">
            {pay.isPending ? t('saving') : t('pay.submit')}
          </Button>
        </>
      }
    >
      <form id={PAY_FORM} onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-3">
        <Field label={t('pay.amount')} error={amountError}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              aria-describedby={describedBy}
              data-testid="invoice-pay-amount"
              required
            />
          )}
        </Field>
        <Field label={t('pay.paidOn')}>
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
        <Field label={t('pay.method')}>
          {({ id, describedBy }) => (
            <Select
              id={id}
              value={method}
              onChange={(e) => setMethod(e.target.value as InvoicePayMethod)}
              aria-describedby={describedBy}
            >
              {INVOICE_PAY_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`methods.${m}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </form>
      {pay.isError && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {errorText(pay.error)}
        </p>
      )}
    </Modal>
  );
}

/** Void: the reason (kept on the invoice; its number is never reused, its rides can be invoiced again). */
export function VoidDialog({ invoice, onClose }: { invoice: InvoiceSummary; onClose: () => void }) {
  const { t } = useTranslation('admin-invoices');
  const errorText = useErrorText();
  const voidIt = useVoidInvoice(invoice.id);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim().length < 3) {
      setReasonError('invoices.reasonInvalid');
      return;
    }
    setReasonError(undefined);
    voidIt.mutate({ reason: reason.trim() }, { onSuccess: onClose });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('void.title', { number: invoice.number })}
      description={t('void.description')}
      locked={voidIt.isPending}
      modalOnly
      testId="invoice-void-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={voidIt.isPending}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            form={VOID_FORM}
            disabled={voidIt.isPending}
            data-testid="invoice-void-submit"
          >
            {voidIt.isPending ? t('saving') : t('void.submit')}
          </Button>
        </>
      }
    >
      <form id={VOID_FORM} onSubmit={onSubmit} noValidate className="grid gap-3">
        <Field label={t('void.reason')} error={reasonError}>
          {({ id, describedBy }) => (
            <Textarea
              id={id}
              rows={3}
              value={reason}
              maxLength={VOID_REASON_MAX}
              onChange={(e) => setReason(e.target.value)}
              aria-describedby={describedBy}
              data-testid="invoice-void-reason"
              required
            />
          )}
        </Field>
      </form>
      {voidIt.isError && (
        <p role="alert" className="mt-3 text-sm text-danger">
          {errorText(voidIt.error)}
        </p>
      )}
    </Modal>
  );
}
