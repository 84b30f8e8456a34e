import { CheckCircle2, Clock, MapPinCheck, Play, UserX, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverTrip } from '../../../../shared/contracts/driver-trips.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useDriverFormat } from '../hooks/use-driver-format.ts';
import type { TripStep } from './trip-step-dialog.tsx';

/** The clock, ticking every second while `until` is ahead (the no-show countdown). */
function useNowUntil(until: string | null | undefined): Date {
  const [now, setNow] = useState(() => new Date());
  const end = until ? new Date(until).getTime() : null;
  useEffect(() => {
    if (end === null || Date.now() >= end) return;
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  return now;
}

/** "12:05" (minutes:seconds) or "1:02:05" until `ms` have passed. */
function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

interface TripActionsProps {
  trip: DriverTrip;
  busy: boolean;
  /** Which step is being saved (its button says so). */
  saving: TripStep | 'cancelled' | null;
  onStep: (step: TripStep) => void;
  onCancel: () => void;
}

/**
 * The live trip's buttons (decision 28), large for a thumb: On location (accepted, not yet there), Start Trip
 * (passenger on board), Passenger no-show (after arrival, disabled with its countdown until the free wait is
 * over), Complete Trip (started), and Cancel. Each step is confirmed by the caller's dialog.
 */
export function TripActions({ trip, busy, saving, onStep, onCancel }: TripActionsProps) {
  const { t } = useTranslation('driver-dashboard');
  const f = useDriverFormat();
  const now = useNowUntil(trip.noShowAvailableAt);
  const arrived = Boolean(trip.arrivedAt);
  const noShowAt = trip.noShowAvailableAt ? new Date(trip.noShowAvailableAt) : null;
  const waiting = noShowAt !== null && now.getTime() < noShowAt.getTime();
  const big = 'h-14 w-full text-base sm:w-auto';
  const label = (step: TripStep, text: string) => (saving === step ? t('active.working') : text);

  return (
    <>
      {trip.status === 'assigned' && !arrived && (
        <Button size="lg" className={big} disabled={busy} onClick={() => onStep('arrived')}>
          <MapPinCheck className="size-5" aria-hidden />
          {label('arrived', t('active.arrived'))}
        </Button>
      )}
      {trip.status === 'assigned' && (
        <Button
          size="lg"
          variant={arrived ? 'primary' : 'outline'}
          className={big}
          disabled={busy}
          onClick={() => onStep('in_progress')}
        >
          <Play className="size-5" aria-hidden />
          {label('in_progress', t('active.start'))}
        </Button>
      )}
      {trip.status === 'assigned' && arrived && (
        <div className="grid gap-1">
          <Button
            size="lg"
            variant="dark"
            className={big}
            disabled={busy || waiting}
            aria-describedby={`no-show-${trip.id}`}
            onClick={() => onStep('no_show')}
          >
            <UserX className="size-5" aria-hidden />
            {label('no_show', t('active.noShow'))}
          </Button>
          <p id={`no-show-${trip.id}`} className="flex items-center gap-1.5 text-xs text-stone" role="status">
            <Clock className="size-3.5" aria-hidden />
            {waiting && noShowAt
              ? t('active.noShowAt', {
                  time: f.clock(noShowAt),
                  left: countdown(noShowAt.getTime() - now.getTime()),
                })
              : t('active.onLocationSince', { time: f.clock(trip.arrivedAt) })}
          </p>
        </div>
      )}
      {trip.status === 'in_progress' && (
        <Button size="lg" className={big} disabled={busy} onClick={() => onStep('completed')}>
          <CheckCircle2 className="size-5" aria-hidden />
          {label('completed', t('active.complete'))}
        </Button>
      )}
      <Button variant="outline" size="lg" className={big} disabled={busy} onClick={onCancel}>
        <XCircle className="size-5" aria-hidden />
        {t('active.cancel')}
      </Button>
    </>
  );
}
