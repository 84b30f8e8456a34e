import { Camera, Receipt } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTRA_NOTE_MAX, RECEIPT_MAX_BYTES, type TripExtra } from '../../../../shared/contracts/extras.ts';
import { extraLineLabel } from '../../../../shared/domain/extra-line-labels.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Field, Input, Textarea } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAddTripExtra } from '../api/add-trip-extra.ts';
import { useTripExtras } from '../api/trip-extras.ts';
import { useDriverFormat } from '../hooks/use-driver-format.ts';
import { fileToBase64, parseDollarInput } from '../lib/receipt-upload.ts';

const STATUS_TONE: Record<TripExtra['status'], string> = {
  proposed: 'bg-amber-50 text-amber-900 ring-amber-600/20',
  approved: 'bg-emerald-50 text-emerald-900 ring-emerald-600/20',
  rejected: 'bg-rose-50 text-rose-900 ring-rose-600/20',
  charged: 'bg-ink/5 text-ink ring-ink/15',
};

/**
 * A completed trip's extras for its chauffeur (decision 29): the lines with their review status, and
 * "Add toll or parking" (amount, note, a receipt photo or PDF from the phone) within 72 hours of completion.
 * Opened on demand so the history page reads no more than it shows.
 */
export function TripExtrasPanel({ tripId }: { tripId: string }) {
  const { t } = useTranslation('driver-dashboard');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const extras = useTripExtras(tripId, open);
  const data = extras.data;
  return (
    <div className="grid gap-3" data-testid="trip-extras">
      <Button
        variant="outline"
        className="w-full sm:w-auto"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <Receipt className="size-4" aria-hidden />
        {t('extras.toggle')}
      </Button>
      {open && (
        <div id={panelId} className="grid gap-3">
          {extras.isError && <p className="text-sm text-rose-800">{t('extras.loadError')}</p>}
          {data && (
            <>
              {data.lines.length === 0 ? (
                <p className="text-sm text-stone">{t('extras.none')}</p>
              ) : (
                <ul className="grid gap-2" aria-label={t('extras.lines')}>
                  {data.lines.map((line) => (
                    <ExtraLine key={line.id} line={line} />
                  ))}
                </ul>
              )}
              {data.canAdd ? (
                <AddExtraForm tripId={tripId} />
              ) : (
                <p className="text-xs text-stone">{t('extras.closed')}</p>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
}

function ExtraLine({ line }: { line: TripExtra }) {
  const { t } = useTranslation('driver-dashboard');
  const f = useDriverFormat();
  return (
    <li className="grid gap-1 rounded-xl bg-ivory p-3 ring-1 ring-ink/8" data-testid="trip-extra-line">
      <p className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-ink">{extraLineLabel(line.kind, line.minutes, f.lang)}</span>
        <span className="font-semibold tabular-nums text-ink">{f.money(line.amount)}</span>
      </p>
      <p className="flex flex-wrap items-center gap-2 text-xs">
        <span className={cn('rounded-full px-2 py-0.5 font-semibold ring-1', STATUS_TONE[line.status])}>
          {t(`extras.status.${line.status}`)}
        </span>
        {line.hasReceipt && <span className="text-stone">{t('extras.hasReceipt')}</span>}
        {line.note && <span className="text-ink/80">{line.note}</span>}
      </p>
    </li>
  );
}

function AddExtraForm({ tripId }: { tripId: string }) {
  const { t } = useTranslation('driver-dashboard');
  const message = useErrorText();
  const add = useAddTripExtra(tripId);
  const [kind, setKind] = useState<'toll' | 'parking'>('toll');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [localError, setLocalError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [added, setAdded] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setAdded(false);
    const dollars = parseDollarInput(amount);
    if (dollars === null) return setLocalError(t('extras.amountInvalid'));
    if (file && file.size > RECEIPT_MAX_BYTES) return setLocalError(t('extras.fileTooLarge'));
    setLocalError(null);
    const receipt = file ? await fileToBase64(file) : undefined;
    const trimmed = note.trim();
    add.mutate(
      { kind, amount: dollars, ...(trimmed ? { note: trimmed } : {}), ...(receipt ? { receipt } : {}) },
      {
        onSuccess: () => {
          setAmount('');
          setNote('');
          setFile(null);
          if (fileInput.current) fileInput.current.value = '';
          setAdded(true);
        },
      },
    );
  };

  return (
    <form
      className="grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-ink/8"
      onSubmit={(e) => void submit(e)}
      data-testid="add-extra-form"
    >
      <h4 className="font-display text-base font-semibold text-ink">{t('extras.addTitle')}</h4>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1.5 text-sm font-medium text-ink">{t('extras.kind')}</legend>
        {(['toll', 'parking'] as const).map((k) => (
          <label
            key={k}
            className={cn(
              'flex min-h-12 cursor-pointer items-center justify-center rounded-xl px-3 text-sm font-semibold ring-1 has-focus-visible:ring-2 has-focus-visible:ring-gold',
              kind === k ? 'bg-ink text-ivory ring-ink' : 'bg-ivory text-ink ring-ink/15',
            )}
          >
            <input
              type="radio"
              name={`kind-${tripId}`}
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
              className="sr-only"
            />
            {t(`extras.kinds.${k}`)}
          </label>
        ))}
      </fieldset>
      <Field label={t('extras.amount')} error={localError ?? undefined}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            className="h-12 text-base"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('extras.note')}>
        {({ id }) => (
          <Textarea
            id={id}
            maxLength={EXTRA_NOTE_MAX}
            className="min-h-16 text-base"
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      <div className="grid gap-1.5">
        <label
          className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border border-dashed border-ink/25 px-3 text-sm font-medium text-ink has-focus-visible:ring-2 has-focus-visible:ring-gold"
          data-testid="receipt-picker"
        >
          <Camera className="size-5" aria-hidden />
          <span className="truncate">{file ? file.name : t('extras.receipt')}</span>
          <input
            ref={fileInput}
            type="file"
            accept="image/*,application/pdf"
            capture="environment"
            className="sr-only"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <p className="text-xs text-stone">{t('extras.receiptHint')}</p>
      </div>
      {add.error && (
        <p role="alert" className="text-sm text-danger">
          {message(add.error)}
        </p>
      )}
      {added && (
        <p role="status" className="text-sm text-emerald-800">
          {t('extras.added')}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={add.isPending}>
        {t('extras.add')}
      </Button>
    </form>
  );
}
