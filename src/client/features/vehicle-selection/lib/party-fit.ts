import type { VehicleQuote } from '../../../../shared/contracts/quotes.ts';

export interface Party {
  passengers: number;
  bags: number;
}

/**
 * The party a vehicle cannot carry (decision 18), or null when it fits: the server's `fitsParty` decides, and
 * the catalogue's seats and luggage when the party is known (a vehicle below it never fits).
 */
export function partyTooLargeFor(
  quote: Pick<VehicleQuote, 'fitsParty'>,
  capacity: { passengers: number; luggage: number } | undefined,
  party: { passengers?: number | null | undefined; bags?: number | null | undefined },
): Party | null {
  const passengers = party.passengers ?? null;
  const bags = party.bags ?? null;
  const overCapacity =
    capacity !== undefined &&
    ((passengers !== null && passengers > capacity.passengers) || (bags !== null && bags > capacity.luggage));
  if (quote.fitsParty !== false && !overCapacity) return null;
  return { passengers: passengers ?? 1, bags: bags ?? 0 };
}
