/**
 * The chauffeur's stages of a trip after accept (PRODUCT decision 28): accepted -> on the way -> on location ->
 * passenger on board -> completed, or a no-show after the free waiting time (decision 29); a trip the chauffeur
 * handed back is cancelled. The stage is derived from the trip's stamps (never stored twice), so the driver's
 * card, the passenger's page, the admin's booking and the dispatch board all read the same answer.
 */

export const TRIP_STAGES = [
  'accepted',
  'on_the_way',
  'on_location',
  'on_board',
  'completed',
  'no_show',
  'cancelled',
] as const;
export type TripStage = (typeof TRIP_STAGES)[number];

/** The stages a chauffeur reports in order (a no-show and a cancel end a trip outside this line). */
export const FORWARD_STAGES = ['accepted', 'on_the_way', 'on_location', 'on_board', 'completed'] as const;
export type ForwardStage = (typeof FORWARD_STAGES)[number];

/** What the stage is read from: the trip's status and its stamps (Date or ISO string, null when not reached). */
export interface TripStamps {
  status: 'assigned' | 'in_progress' | 'completed' | 'cancelled' | 'no_show';
  onTheWayAt?: Date | string | null | undefined;
  arrivedAt?: Date | string | null | undefined;
  startedAt?: Date | string | null | undefined;
}

/** The stage a trip has reached. */
export function tripStage(trip: TripStamps): TripStage {
  switch (trip.status) {
    case 'completed':
      return 'completed';
    case 'no_show':
      return 'no_show';
    case 'cancelled':
      return 'cancelled';
    case 'in_progress':
      return 'on_board';
    case 'assigned':
      if (trip.startedAt) return 'on_board';
      if (trip.arrivedAt) return 'on_location';
      if (trip.onTheWayAt) return 'on_the_way';
      return 'accepted';
  }
}

/** The time the trip reached `stage` (null when it has no stamp of it: accepted and the endings are elsewhere). */
export function stageStamp(
  trip: Omit<TripStamps, 'status'>,
  stage: TripStage,
): Date | string | null | undefined {
  if (stage === 'on_the_way') return trip.onTheWayAt;
  if (stage === 'on_location') return trip.arrivedAt;
  if (stage === 'on_board') return trip.startedAt;
  return null;
}

/**
 * Why a chauffeur's move from `current` to `next` is refused, or null when it is allowed. Stages move only
 * forward: a skipped earlier stage is allowed (On location without On the way, Passenger on board without On
 * location), never the same stage twice (`twice`) nor an earlier one (`backward`); Completed only from
 * Passenger on board (decision 21: only a started trip completes) and nothing after an ending (`ended`).
 */
export function stageMoveRefusal(
  current: TripStage,
  next: Exclude<ForwardStage, 'accepted'>,
): 'twice' | 'backward' | 'notStarted' | 'ended' | null {
  if (current === 'completed' || current === 'no_show' || current === 'cancelled') {
    return current === next ? 'twice' : 'ended';
  }
  const from = FORWARD_STAGES.indexOf(current);
  const to = FORWARD_STAGES.indexOf(next);
  if (to === from) return 'twice';
  if (to < from) return 'backward';
  if (next === 'completed' && current !== 'on_board') return 'notStarted';
  return null;
}

/** The next stage button of the chauffeur's card (null once the passenger is delivered or the trip ended). */
export function nextStage(current: TripStage): Exclude<ForwardStage, 'accepted'> | null {
  const i = FORWARD_STAGES.indexOf(current as ForwardStage);
  if (i < 0 || i >= FORWARD_STAGES.length - 1) return null;
  return FORWARD_STAGES[i + 1] as Exclude<ForwardStage, 'accepted'>;
}
