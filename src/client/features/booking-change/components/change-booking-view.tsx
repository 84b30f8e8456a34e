import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  ChangeBookingRequest,
  ChangeBookingResponse,
  ChangeForm,
  ChangeQuoteResponse,
} from '../../../../shared/contracts/booking-changes.ts';
import { BRAND } from '../../../../shared/brand.ts';
import { nyInstantIso, nyWallClock } from '../../../../shared/domain/new-york-time.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { useBookingFormat } from '../../../booking/hooks/use-booking-format.ts';
import { applyChange, confirmChange, quoteChange, useChangeForm } from '../api/booking-change.ts';

/** The card form of the difference (the checkout's, composed by the route). */
export type RenderPayment = (p: {
  payment: NonNullable<ChangeBookingResponse['payment']>;
  customerName: string;
  confirm: (paymentIntentId: string) => Promise<void>;
}) => ReactNode;

const hhmm = (at: Date) => {
  const w = nyWallClock(at);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};

interface Draft {
  date: string;
  time: string;
  returnDate: string;
  returnTime: string;
  vehicleId: string;
  passengers: number;
  bags: number;
  meetAndGreet: boolean;
  childSeat: boolean;
}

function draftOf(b: ChangeForm): Draft {
  const pickup = new Date(b.pickupDateTime);
  const back = b.returnDateTime ? new Date(b.returnDateTime) : null;
  return {
    date: nyWallClock(pickup).date,
    time: hhmm(pickup),
    returnDate: back ? nyWallClock(back).date : '',
    returnTime: back ? hhmm(back) : '',
    vehicleId: b.vehicleId,
    passengers: b.passengers,
    bags: b.bags,
    meetAndGreet: b.meetAndGreet,
    childSeat: b.childSeat,
  };
}

function requestOf(b: ChangeForm, d: Draft): ChangeBookingRequest | null {
  const pickupDateTime = nyInstantIso(d.date, d.time);
  if (!pickupDateTime) return null;
  const returnDateTime = b.returnTrip ? nyInstantIso(d.returnDate, d.returnTime) : undefined;
  return {
    pickupDateTime,
    ...(returnDateTime ? { returnDateTime } : {}),
    vehicleId: d.vehicleId,
    passengers: d.passengers,
    bags: d.bags,
    extras: { meetAndGreet: d.meetAndGreet, childSeat: d.childSeat },
  };
}

/** /account/bookings/:id/change: the booking's time, vehicle, extras and party, priced again as they change. */
export function ChangeBookingView({
  bookingId,
  renderPayment,
}: {
  bookingId: string;
  renderPayment: RenderPayment;
}) {
  const { t } = useTranslation('booking-change');
  const f = useBookingFormat();
  const form = useChangeForm(bookingId);
  if (form.isPending) return <p className="py-16 text-center text-stone">{t('loading')}</p>;
  if (form.error) {
    return (
      <p role="alert" className="py-16 text-center text-danger">
        {f.message(form.error) ?? t('loadFailed')}
      </p>
    );
  }
  return <ChangeEditor booking={form.data} renderPayment={renderPayment} />;
}

function ChangeEditor({ booking, renderPayment }: { booking: ChangeForm; renderPayment: RenderPayment }) {
  const { t } = useTranslation('booking-change');
  const f = useBookingFormat();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(booking));
  const [priced, setPriced] = useState<ChangeQuoteResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [started, setStarted] = useState<ChangeBookingResponse | null>(null);
  const [done, setDone] = useState<ChangeBookingResponse | null>(null);
  const request = useMemo(() => requestOf(booking, draft), [booking, draft]);
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setStarted(null);
  };

  // The live re-quote: every edit is priced on the server (a short pause first).
  useEffect(() => {
    if (!request || booking.refusal) return;
    let live = true;
    const timer = window.setTimeout(() => {
      quoteChange(booking.id, request).then(
        (q) => {
          if (!live) return;
          setPriced(q);
          setProblem(null);
        },
        (error: unknown) => {
          if (!live) return;
          setPriced(null);
          setProblem(f.message(error) ?? t('quoteFailed'));
        },
      );
    }, 300);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [booking.id, booking.refusal, request, f, t]);

  const finished = (res: ChangeBookingResponse) => {
    setDone(res);
    void queryClient.invalidateQueries({ queryKey: ['/api/bookings', booking.id] });
    void queryClient.invalidateQueries({ queryKey: ['/api/user/bookings'] });
  };

  const submit = async () => {
    if (!request || busy) return;
    setBusy(true);
    try {
      const res = await applyChange(booking.id, request);
      if (res.status === 'applied') finished(res);
      else setStarted(res);
      setProblem(null);
    } catch (error) {
      setProblem(f.message(error) ?? t('applyFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (done) return <ChangeDone booking={booking} result={done} />;
  if (booking.refusal) {
    return (
      <section className="rounded-2xl bg-white p-6 ring-1 ring-ink/8" data-testid="change-refused">
        <h1 className="font-display text-3xl font-semibold text-ink">
          {t('title', { number: booking.number })}
        </h1>
        <p role="alert" className="mt-3 text-sm text-ink">
          {f.message({ code: booking.refusal, params: { phone: BRAND.phoneDisplay } }) ?? t('refused')}
        </p>
      </section>
    );
  }

  const fitting = priced?.vehicles.find((v) => v.vehicleId === draft.vehicleId)?.fitsParty ?? true;
  const difference = priced?.difference ?? 0;
  const label = 'mb-1 block text-[0.7rem] font-semibold tracking-[0.14em] text-stone uppercase';
  const input = 'h-11 w-full rounded-lg border border-ink/15 bg-white px-3 text-base text-ink';

  return (
    <div className="grid gap-5" data-testid="change-booking">
      <header>
        <h1 className="font-display text-3xl font-semibold text-ink">
          {t('title', { number: booking.number })}
        </h1>
        <p className="mt-1 text-sm text-stone">{t('lead', { until: f.dateTime(booking.changeableUntil) })}</p>
        <p className="mt-2 text-sm break-words text-ink">
          {booking.pickupAddress} → {booking.destinationAddress}
        </p>
      </header>

      <section className="grid gap-4 rounded-2xl bg-white p-5 ring-1 ring-ink/8">
        <div className="grid grid-cols-2 gap-3">
          <label>
            <span className={label}>{t('fields.date')}</span>
            <input
              type="date"
              className={input}
              value={draft.date}
              onChange={(e) => set({ date: e.target.value })}
            />
          </label>
          <label>
            <span className={label}>{t('fields.time')}</span>
            <input
              type="time"
              className={input}
              value={draft.time}
              onChange={(e) => set({ time: e.target.value })}
            />
          </label>
        </div>
        {booking.returnTrip && (
          <div className="grid grid-cols-2 gap-3">
            <label>
              <span className={label}>{t('fields.returnDate')}</span>
              <input
                type="date"
                className={input}
                value={draft.returnDate}
                onChange={(e) => set({ returnDate: e.target.value })}
              />
            </label>
            <label>
              <span className={label}>{t('fields.returnTime')}</span>
              <input
                type="time"
                className={input}
                value={draft.returnTime}
                onChange={(e) => set({ returnTime: e.target.value })}
              />
            </label>
          </div>
        )}
        <div className="grid grid-cols-2 gap-3">
          <label>
            <span className={label}>{t('fields.passengers')}</span>
            <input
              type="number"
              min={1}
              max={14}
              className={input}
              value={draft.passengers}
              onChange={(e) => set({ passengers: Math.max(1, Number(e.target.value) || 1) })}
            />
          </label>
          <label>
            <span className={label}>{t('fields.bags')}</span>
            <input
              type="number"
              min={0}
              max={20}
              className={input}
              value={draft.bags}
              onChange={(e) => set({ bags: Math.max(0, Number(e.target.value) || 0) })}
            />
          </label>
        </div>
        <fieldset>
          <legend className={label}>{t('fields.vehicle')}</legend>
          <div className="grid gap-2">
            {(
              priced?.vehicles ?? [
                {
                  vehicleId: booking.vehicleId,
                  vehicleName: booking.vehicleName,
                  total: booking.total,
                  fitsParty: true,
                },
              ]
            ).map((v) => (
              <label
                key={v.vehicleId}
                className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-ink/12 px-3 py-2 has-checked:border-gold has-checked:bg-gold/10"
              >
                <span className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="vehicle"
                    value={v.vehicleId}
                    checked={draft.vehicleId === v.vehicleId}
                    onChange={() => set({ vehicleId: v.vehicleId })}
                  />
                  <span className="text-sm text-ink">
                    {v.vehicleName}
                    {!v.fitsParty && <span className="block text-xs text-danger">{t('tooSmall')}</span>}
                  </span>
                </span>
                <span className="text-sm font-semibold text-ink tabular-nums">{f.dollars(v.total)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="grid gap-2">
          <legend className={label}>{t('fields.extras')}</legend>
          <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={draft.meetAndGreet}
              onChange={(e) => set({ meetAndGreet: e.target.checked })}
            />
            {t('fields.meetAndGreet')}
          </label>
          <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              checked={draft.childSeat}
              onChange={(e) => set({ childSeat: e.target.checked })}
            />
            {t('fields.childSeat')}
          </label>
        </fieldset>
      </section>

      <section
        className="rounded-2xl bg-white p-5 ring-1 ring-ink/8"
        aria-live="polite"
        data-testid="change-price"
      >
        <dl className="grid gap-1 text-sm">
          <div className="flex justify-between">
            <dt className="text-stone">{t('price.old')}</dt>
            <dd className="tabular-nums">{f.dollars(booking.total)}</dd>
          </div>
          {priced && (
            <>
              <div className="flex justify-between">
                <dt className="text-stone">{t('price.new')}</dt>
                <dd className="tabular-nums" data-testid="change-new-total">
                  {f.dollars(priced.newTotal)}
                </dd>
              </div>
              <div className="flex justify-between font-semibold">
                <dt>
                  {difference > 0 ? t('price.charge') : difference < 0 ? t('price.refund') : t('price.same')}
                </dt>
                <dd className="tabular-nums" data-testid="change-difference">
                  {difference > 0 ? f.dollars(difference) : difference < 0 ? f.dollars(priced.refund) : ''}
                </dd>
              </div>
            </>
          )}
        </dl>
        {problem && (
          <p role="alert" className="mt-3 text-sm text-danger" data-testid="change-problem">
            {problem}
          </p>
        )}
        {!started && (
          <Button
            variant="dark"
            className="mt-4 w-full"
            disabled={!priced || !fitting || busy}
            aria-busy={busy || undefined}
            onClick={() => void submit()}
          >
            {difference > 0
              ? t('actions.pay', { amount: f.dollars(difference) })
              : difference < 0
                ? t('actions.refund', { amount: f.dollars(priced?.refund ?? 0) })
                : t('actions.confirm')}
          </Button>
        )}
        <Link to="/bookings" className={buttonClasses('link', 'sm', 'mt-3')}>
          {t('actions.back')}
        </Link>
      </section>

      {started?.payment &&
        renderPayment({
          payment: started.payment,
          customerName: booking.customerName,
          confirm: async (paymentIntentId) =>
            finished(await confirmChange(booking.id, started.changeId, paymentIntentId)),
        })}
    </div>
  );
}

function ChangeDone({ booking, result }: { booking: ChangeForm; result: ChangeBookingResponse }) {
  const { t } = useTranslation('booking-change');
  const f = useBookingFormat();
  const money =
    result.difference > 0
      ? t('done.charged', { amount: f.dollars(result.difference) })
      : result.refund > 0
        ? t('done.refunded', { amount: f.dollars(result.refund) })
        : t('done.same');
  return (
    <section role="status" className="rounded-2xl bg-white p-6 ring-1 ring-ink/8" data-testid="change-done">
      <h1 className="flex items-center gap-2 font-display text-2xl font-semibold text-ink">
        <CheckCircle2 className="size-6 text-gold-dark" aria-hidden />
        {t('done.title')}
      </h1>
      <p className="mt-2 text-sm text-ink">
        {t('done.total', { number: booking.number, total: f.dollars(result.newTotal) })}
      </p>
      <p className="mt-1 text-sm text-ink">{money}</p>
      <p className="mt-1 text-sm text-stone">{t('done.email')}</p>
      <Link to="/bookings" className={buttonClasses('dark', 'sm', 'mt-4')}>
        {t('actions.back')}
      </Link>
    </section>
  );
}
