import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  AdminChangeBookingRequest,
  ChangeBookingResponse,
  ChangeQuoteResponse,
} from '../../../../shared/contracts/booking-changes.ts';
import type { CreatePaymentIntentResponse } from '../../../../shared/contracts/checkout.ts';
import { nyInstantIso, nyWallClock } from '../../../../shared/domain/new-york-time.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { Field, Input, Select } from '../../../components/ui/form-field.tsx';
import { useVehicles } from '../../../lib/catalog-queries.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import {
  dispatchChange,
  dispatchChangeQuote,
  dispatchConfirmChange,
  useEditableBooking,
  type EditableBooking,
} from '../api/reservations.ts';
import { EditDetailsForm } from './edit-details-form.tsx';
import { PayByLink } from './pay-by-link.tsx';
import { PlaceField, type PlaceDraft } from './ride-fields.tsx';

export type RenderPayment = (p: {
  payment: CreatePaymentIntentResponse;
  customerName: string;
  confirm: (paymentIntentId: string) => Promise<void>;
}) => ReactNode;

const pad = (n: number) => String(n).padStart(2, '0');
function draftOf(b: EditableBooking) {
  const w = nyWallClock(new Date(b.pickupDateTime));
  return {
    date: `${w.year}-${pad(w.month)}-${pad(w.day)}`,
    time: `${pad(w.hour)}:${pad(w.minute)}`,
    vehicleId: b.vehicleId,
    passengers: String(b.passengers ?? 1),
    bags: String(b.bags ?? 0),
    meetAndGreet: b.meetAndGreet,
    childSeat: b.childSeat,
    pickup: { text: b.pickupAddress, placeId: null } as PlaceDraft,
    destination: { text: b.destinationAddress, placeId: null } as PlaceDraft,
    extraStop: { text: b.extraStop ? (b.extraStopAddress ?? '') : '', placeId: null } as PlaceDraft,
  };
}
type Draft = ReturnType<typeof draftOf>;

/** The places dispatch changed (an end left as booked is not sent; an emptied stop is none). */
function places(d: Draft, b: EditableBooking): AdminChangeBookingRequest['places'] {
  const moved = (p: PlaceDraft, was: string) => p.placeId !== null || p.text.trim() !== was.trim();
  const out: NonNullable<AdminChangeBookingRequest['places']> = {};
  if (moved(d.pickup, b.pickupAddress))
    Object.assign(out, { pickup: d.pickup.placeId ?? d.pickup.text, pickupAddress: d.pickup.text });
  if (moved(d.destination, b.destinationAddress))
    Object.assign(out, {
      destination: d.destination.placeId ?? d.destination.text,
      destinationAddress: d.destination.text,
    });
  if (moved(d.extraStop, b.extraStop ? (b.extraStopAddress ?? '') : ''))
    out.extraStop = d.extraStop.text.trim() ? (d.extraStop.placeId ?? d.extraStop.text) : null;
  return Object.keys(out).length ? out : undefined;
}
const request = (d: Draft, b: EditableBooking): AdminChangeBookingRequest => ({
  pickupDateTime: nyInstantIso(d.date, d.time) ?? '',
  vehicleId: d.vehicleId,
  passengers: Number(d.passengers) || 1,
  bags: Number(d.bags) || 0,
  extras: { meetAndGreet: d.meetAndGreet, childSeat: d.childSeat },
  places: places(d, b),
});

function EditForm({ booking, renderPayment }: { booking: EditableBooking; renderPayment: RenderPayment }) {
  const { t } = useTranslation('admin-reservations');
  const message = useErrorText();
  const client = useQueryClient();
  const vehicles = useVehicles();
  const [draft, setDraft] = useState(() => draftOf(booking));
  const [quote, setQuote] = useState<ChangeQuoteResponse | null>(null);
  const [pending, setPending] = useState<ChangeBookingResponse | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const edit = (d: Partial<Draft>) => {
    setDraft({ ...draft, ...d });
    setQuote(null);
  };
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  const finished = async (r: ChangeBookingResponse) => {
    setPending(null);
    setQuote(null);
    setDone(
      r.refund > 0
        ? t('edit.refunded', { amount: r.refund.toFixed(2) })
        : r.difference > 0
          ? t('edit.charged', { amount: r.difference.toFixed(2) })
          : t('edit.applied'),
    );
    await client.invalidateQueries({ queryKey: ['/api/admin/bookings'] });
  };
  const text = (k: keyof Draft) => (e: { target: { value: string } }) => edit({ [k]: e.target.value });

  if (pending?.payment) {
    return (
      <div className="grid gap-3" data-testid="dispatch-edit-payment">
        <p className="text-sm text-ink">{t('edit.payLead')}</p>
        <PayByLink bookingId={booking.id} changeId={pending.changeId} />
        {renderPayment({
          payment: pending.payment,
          customerName: booking.customerName,
          confirm: async (paymentIntentId) =>
            finished(await dispatchConfirmChange(booking.id, pending.changeId, paymentIntentId)),
        })}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {done && (
        <p role="status" className="rounded-lg bg-gold/10 p-3 text-sm text-ink">
          {done}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <PlaceField label={t('ride.pickup')} value={draft.pickup} onChange={(pickup) => edit({ pickup })} />
        <PlaceField
          label={t('ride.destination')}
          value={draft.destination}
          onChange={(destination) => edit({ destination })}
        />
        <div className="sm:col-span-2">
          <PlaceField
            label={t('edit.extraStop')}
            value={draft.extraStop}
            onChange={(extraStop) => edit({ extraStop })}
          />
        </div>
        <Field label={t('ride.date')} hint={t('ride.nyTime')}>
          {({ id, describedBy }) => (
            <Input
              id={id}
              type="date"
              aria-describedby={describedBy}
              value={draft.date}
              onChange={text('date')}
            />
          )}
        </Field>
        <Field label={t('ride.time')}>
          {({ id }) => <Input id={id} type="time" value={draft.time} onChange={text('time')} />}
        </Field>
        <Field label={t('price.vehicle')}>
          {({ id }) => (
            <Select id={id} value={draft.vehicleId} onChange={text('vehicleId')}>
              {(vehicles.data ?? []).map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('ride.passengers')}>
          {({ id }) => (
            <Input id={id} type="number" min={1} value={draft.passengers} onChange={text('passengers')} />
          )}
        </Field>
        <Field label={t('ride.bags')}>
          {({ id }) => <Input id={id} type="number" min={0} value={draft.bags} onChange={text('bags')} />}
        </Field>
        <div className="grid content-end gap-2">
          <CheckboxField
            id="dispatch-edit-meet"
            label={t('ride.meetAndGreet')}
            checked={draft.meetAndGreet}
            onChange={(e) => edit({ meetAndGreet: e.target.checked })}
          />
          <CheckboxField
            id="dispatch-edit-seat"
            label={t('ride.childSeat')}
            checked={draft.childSeat}
            onChange={(e) => edit({ childSeat: e.target.checked })}
          />
        </div>
      </div>
      {quote && (
        <p className="text-sm text-ink" data-testid="dispatch-edit-quote">
          {t('edit.quote', {
            old: quote.oldTotal.toFixed(2),
            total: quote.newTotal.toFixed(2),
            difference: quote.difference.toFixed(2),
          })}
        </p>
      )}
      {error !== null && (
        <p role="alert" className="text-sm text-danger">
          {message(error)}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              setDone(null);
              setQuote(await dispatchChangeQuote(booking.id, request(draft, booking)));
            })
          }
        >
          {t('edit.price')}
        </Button>
        <Button
          variant="dark"
          size="sm"
          disabled={busy || !quote}
          onClick={() =>
            void run(async () => {
              const r = await dispatchChange(booking.id, request(draft, booking));
              if (r.status === 'payment_required') setPending(r);
              else await finished(r);
            })
          }
        >
          {quote && quote.difference > 0 ? t('edit.applyCharge') : t('edit.apply')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Dispatch edits a booking before the trip (decision 045): places, time, vehicle, party and extras priced again by the
 * customer's change machinery on the server; a lower price is refunded at once, a higher one is paid with the
 * checkout's card form (`renderPayment`, composed in the admin page: the card the customer gives by phone).
 */
export function EditBookingPanel({
  bookingId,
  renderPayment,
}: {
  bookingId: string;
  renderPayment: RenderPayment;
}) {
  const { t } = useTranslation('admin-reservations');
  const [open, setOpen] = useState(false);
  const booking = useEditableBooking(bookingId, open);
  return (
    <section
      aria-labelledby="dispatch-edit-heading"
      className="grid gap-3 print:hidden"
      data-testid="dispatch-edit"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="dispatch-edit-heading" className="font-display text-lg font-semibold text-ink">
            {t('edit.title')}
          </h3>
          <p className="text-xs text-stone">{t('edit.lead')}</p>
        </div>
        <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('edit.close') : t('edit.open')}
        </Button>
      </div>
      {open && booking.data && (
        <>
          <EditForm booking={booking.data} renderPayment={renderPayment} />
          <EditDetailsForm booking={booking.data} />
        </>
      )}
    </section>
  );
}
