import { CheckCircle2, Clock, MapPinCheck, Navigation, Play, UserX, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverTrip } from '../../../../shared/contracts/driver-trips.ts';
import {
  FORWARD_STAGES,
  nextStage,
  stageStamp,
  type ForwardStage,
  type TripStage,
} from '../../../../shared/domain/trip-stage.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useDriverFormat } from '../hooks/use-driver-format.ts';
import { cardStage } from '../lib/trip-badge.ts';
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

/** The status request of each stage button. */
const STEP_OF: Record<Exclude<ForwardStage, 'accepted'>, TripStep> = {
  on_the_way: 'on_the_way',
  on_location: 'arrived',
  on_board: 'in_progress',
  completed: 'completed',
};
const ICON: Record<TripStep, typeof Play> = {
  on_the_way: Navigation,
  arrived: MapPinCheck,
  in_progress: Play,
  completed: CheckCircle2,
  no_show: UserX,
};
const LABEL_KEY: Record<TripStep, string> = {
  on_the_way: 'active.onTheWay',
  arrived: 'active.arrived',
  in_progress: 'active.start',
  completed: 'active.complete',
  no_show: 'active.noShow',
};

/** The stage the trip card shows as reached, with its time (the card's own stamps). */
function reached(trip: DriverTrip): { stage: TripStage; at: string | null } {
  const stage = cardStage(trip) ?? 'accepted';
  const at = stage === 'accepted' ? trip.acceptedAt : (stageStamp(trip, stage) ?? null);
  return { stage, at: typeof at === 'string' ? at : null };
}

/**
 * The live trip's stages (decision 28), for one thumb: the stage reached with its time, the next stage as one
 * large full-width button (On the way, On location, Passenger on board, Complete Trip), the later stages a
 * chauffeur may skip to as smaller buttons, Passenger no-show (after arrival, disabled with its countdown until
 * the free wait is over), and Cancel. Each step is confirmed by the caller's dialog.
 */
export function TripActions({ trip, busy, saving, onStep, onCancel }: TripActionsProps) {
  const { t } = useTranslation('driver-dashboard');
  const f = useDriverFormat();
  const now = useNowUntil(trip.noShowAvailableAt);
  const { stage, at } = reached(trip);
  const next = nextStage(stage);
  // Skipping ahead is allowed (never back): the stages after the next one, before the passenger is on board.
  const later = next
    ? FORWARD_STAGES.slice(FORWARD_STAGES.indexOf(next) + 1).filter(
        (s): s is 'on_location' | 'on_board' => s === 'on_location' || s === 'on_board',
      )
    : [];
  const noShowAt = trip.noShowAvailableAt ? new Date(trip.noShowAvailableAt) : null;
  const waiting = noShowAt !== null && now.getTime() < noShowAt.getTime();
  const label = (step: TripStep) => (saving === step ? t('active.working') : t(LABEL_KEY[step]));
  const button = (step: TripStep, extra: { variant?: 'outline' | 'dark'; className?: string } = {}) => {
    const Icon = ICON[step];
    return (
      <Button
        key={step}
        size="lg"
        variant={extra.variant ?? 'primary'}
        className={extra.className ?? 'h-12 w-full text-base'}
        disabled={busy}
        data-step={step}
        onClick={() => onStep(step)}
      >
        <Icon className="size-5" aria-hidden />
        {label(step)}
      </Button>
    );
  };

  return (
    <div className="grid w-full gap-2.5">
      <p
        className="flex items-center gap-2 text-sm font-semibold text-ink"
        role="status"
        aria-label={t('active.stageLabel')}
        data-testid="trip-stage"
        data-stage={stage}
      >
        <span aria-hidden className="size-2.5 shrink-0 rounded-full bg-gold ring-4 ring-gold/20" />
        {t(`stages.${stage}`, { time: f.stageTime(at) })}
      </p>
      {next && button(STEP_OF[next], { className: 'h-16 w-full text-lg' })}
      {later.length > 0 && (
        <div className="grid gap-2 sm:grid-cols-2" role="group" aria-label={t('active.skipAhead')}>
          {later.map((s) => button(STEP_OF[s], { variant: 'outline' }))}
        </div>
      )}
      {stage === 'on_location' && (
        <div className="grid gap-1">
          <Button
            size="lg"
            variant="dark"
            className="h-12 w-full text-base"
            disabled={busy || waiting}
            aria-describedby={`no-show-${trip.id}`}
            onClick={() => onStep('no_show')}
          >
            <UserX className="size-5" aria-hidden />
            {label('no_show')}
          </Button>
          <p id={`no-show-${trip.id}`} className="flex items-center gap-1.5 text-xs text-stone" role="status">
            <Clock className="size-3.5" aria-hidden />
            {waiting && noShowAt
              ? t('active.noShowAt', {
                  time: f.stageTime(noShowAt),
                  left: countdown(noShowAt.getTime() - now.getTime()),
                })
              : t('active.onLocationSince', { time: f.stageTime(trip.arrivedAt) })}
          </p>
        </div>
      )}
      <Button
        variant="outline"
        size="lg"
        className="h-12 w-full text-base"
        disabled={busy}
        onClick={onCancel}
      >
        <XCircle className="size-5" aria-hidden />
        {t('active.cancel')}
      </Button>
    </div>
  );
}
