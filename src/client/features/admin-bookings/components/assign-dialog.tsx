import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBookingRow, AssignCandidate } from '../../../../shared/contracts/admin-bookings.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAssignCandidates } from '../api/admin-bookings.ts';
import type { BookingActions } from '../hooks/use-booking-actions.ts';
import { useBookingFormat } from '../hooks/use-booking-format.ts';

interface AssignDialogProps {
  booking: AdminBookingRow;
  actions: BookingActions;
  onClose: () => void;
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/** Who may be chosen: those who fit, and those who fit only as an upgrade (with the explicit choice). */
const upgradeOnly = (c: AssignCandidate) => !c.fits && c.reasons.every((r) => r.code === 'upgrade');

/**
 * Assigning a chauffeur (issue 35): every active chauffeur of the booking's assign list, those who fit first,
 * the reason beside each who does not (another ride overlaps, a smaller car, off duty), a larger car only by
 * ticking the upgrade; nothing happens until "Assign", which says who is told (the customer and the chauffeur
 * are emailed).
 */
export function AssignDialog({ booking: b, actions, onClose, returnFocusTo }: AssignDialogProps) {
  const { t } = useTranslation('admin-bookings');
  const f = useBookingFormat();
  const message = useErrorText();
  const query = useAssignCandidates(b.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const [upgrade, setUpgrade] = useState(false);
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const name = useId();
  const candidates = query.data?.candidates ?? [];
  const pick = candidates.find((c) => c.id === chosen) ?? null;
  const needsUpgrade = pick !== null && upgradeOnly(pick);
  const ready = pick !== null && (!needsUpgrade || upgrade);

  const reasonText = (r: AssignCandidate['reasons'][number]) =>
    r.code === 'overlap'
      ? t('assign.reason.overlap', {
          number: r.number ?? '',
          time: r.pickupDateTime ? f.dayTime(r.pickupDateTime) : '',
          drive: r.driveMinutes ?? 0,
          margin: r.marginMinutes ?? 0,
        })
      : t(`assign.reason.${r.code}`);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!pick || !ready) return;
    setPending(true);
    const done = await actions.assignDriver(
      b,
      pick.id,
      needsUpgrade ? { ...(reason.trim() ? { reason: reason.trim() } : {}) } : undefined,
    );
    setPending(false);
    if (done) onClose();
  };

  const formId = `${name}-form`;
  return (
    <Modal
      open
      onOpenChange={(next) => !next && !pending && onClose()}
      title={t('assign.title', { number: b.number })}
      description={t('assign.description', {
        time: f.dayTime(b.pickupDateTime),
        vehicle: b.vehicleName,
        cls: query.data ? t(`assign.classes.${query.data.bookingClass}`) : '…',
      })}
      modalOnly
      returnFocusTo={returnFocusTo}
      testId="assign-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {t('assign.close')}
          </Button>
          <button
            type="submit"
            form={formId}
            disabled={!ready || pending}
            data-testid="assign-confirm"
            className="inline-flex h-11 items-center justify-center gap-2 rounded-full bg-ink px-6 text-sm font-semibold tracking-wide text-white uppercase transition-colors hover:bg-ink-muted disabled:pointer-events-none disabled:opacity-50"
          >
            {pick ? t('assign.confirm', { name: pick.name }) : t('assign.choose')}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} className="grid gap-4" noValidate>
        {query.isError ? (
          <p role="alert" className="text-sm text-danger">
            {message(query.error) ?? t('loadError')}
          </p>
        ) : !query.data ? (
          <p role="status" className="text-sm text-stone">
            {t('actions.driversLoading')}
          </p>
        ) : candidates.length === 0 ? (
          <p className="text-sm text-stone">{t('actions.noDrivers')}</p>
        ) : (
          <fieldset className="grid max-h-[50vh] gap-2 overflow-y-auto pr-1" data-testid="assign-list">
            <legend className="mb-1 text-sm font-medium text-ink">{t('assign.legend')}</legend>
            {candidates.map((c) => {
              const selectable = c.fits || upgradeOnly(c);
              return (
                <label
                  key={c.id}
                  data-testid="assign-candidate"
                  data-fits={c.fits}
                  className={cn(
                    'flex items-start gap-3 rounded-xl px-4 py-3 text-sm ring-1 transition-colors',
                    selectable ? 'cursor-pointer' : 'cursor-not-allowed bg-ink/3 text-stone',
                    chosen === c.id ? 'bg-ivory ring-gold' : 'ring-ink/10 hover:ring-ink/25',
                  )}
                >
                  <input
                    type="radio"
                    name={name}
                    value={c.id}
                    checked={chosen === c.id}
                    disabled={!selectable}
                    onChange={() => {
                      setChosen(c.id);
                      setUpgrade(false);
                    }}
                    className="mt-0.5 size-4 accent-[var(--color-ink)]"
                  />
                  <span className="grid gap-0.5">
                    <span className="font-medium text-ink">
                      {c.name} · {t(`vehicleTypes.${c.vehicleType}`)}
                    </span>
                    <span className="text-xs text-stone">
                      {c.vehicle} · {c.plate}
                    </span>
                    {c.reasons.map((r) => (
                      <span
                        key={r.code}
                        data-testid="assign-reason"
                        data-code={r.code}
                        className={cn('text-xs', r.code === 'upgrade' ? 'text-gold-dark' : 'text-danger')}
                      >
                        {reasonText(r)}
                      </span>
                    ))}
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}
        {needsUpgrade && (
          <div className="grid gap-2 rounded-xl bg-ivory p-4 ring-1 ring-gold/40">
            <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
              <input
                type="checkbox"
                checked={upgrade}
                onChange={(e) => setUpgrade(e.target.checked)}
                data-testid="assign-upgrade"
                className="mt-0.5 size-4 accent-[var(--color-ink)]"
              />
              <span>{t('assign.upgrade', { name: pick.name })}</span>
            </label>
            <input
              type="text"
              value={reason}
              maxLength={500}
              onChange={(e) => setReason(e.target.value)}
              placeholder={t('assign.upgradeReason')}
              aria-label={t('assign.upgradeReason')}
              className="h-10 rounded-lg px-3 text-sm ring-1 ring-ink/15"
            />
          </div>
        )}
        {pick && (
          <p className="text-sm text-ink" data-testid="assign-told">
            {t('assign.told', { customer: b.customerName, name: pick.name })}
          </p>
        )}
      </form>
    </Modal>
  );
}
