import type { DriverTrip } from '../../../../shared/contracts/driver-trips.ts';
import { tripStage, type TripStage } from '../../../../shared/domain/trip-stage.ts';

/** The stages the badge names instead of the status (the status says "Accepted" or "In Progress" then). */
export type BadgeStage = Extract<TripStage, 'on_the_way' | 'on_location' | 'on_board'>;
const BADGE_STAGES: readonly TripStage[] = ['on_the_way', 'on_location', 'on_board'];

/**
 * The stage a chauffeur's card has reached (decision 28), from the one source, the shared `tripStage` (the
 * server's `stage`, else the card's own stamps); null for a nearby request (no trip yet).
 */
export function cardStage(
  trip: Pick<DriverTrip, 'status' | 'stage' | 'onTheWayAt' | 'arrivedAt' | 'startedAt'>,
): TripStage | null {
  if (trip.status === 'confirmed') return trip.stage ?? null;
  return (
    trip.stage ??
    tripStage({
      onTheWayAt: trip.onTheWayAt,
      arrivedAt: trip.arrivedAt,
      startedAt: trip.startedAt,
      status: trip.status,
    })
  );
}

/** What the card's badge names: the stage once the chauffeur set off (On the way …), else the status. */
export function badgeStage(stage: TripStage | null): BadgeStage | null {
  return stage && BADGE_STAGES.includes(stage) ? (stage as BadgeStage) : null;
}
