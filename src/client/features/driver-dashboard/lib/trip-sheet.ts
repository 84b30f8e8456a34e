import type { DriverTrip } from '../../../../shared/contracts/driver-trips.ts';
import { nyCalendarDate } from '../../../lib/new-york-date.ts';

export interface TripSheetDay {
  /** YYYY-MM-DD on New York clocks. */
  date: string;
  /** today, tomorrow or a later day (shown by its date). */
  when: 'today' | 'tomorrow' | 'later';
  trips: DriverTrip[];
}

function nextDay(ymd: string): string {
  const [y, m, d] = ymd.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
}

/**
 * The chauffeur's accepted and started trips as a sheet: by New York day, earliest pickup first. A trip whose
 * pickup day has passed (started last night, not completed yet) is on today's page.
 */
export function tripSheetDays(trips: readonly DriverTrip[], now: Date): TripSheetDay[] {
  const today = nyCalendarDate(now);
  const tomorrow = nextDay(today);
  const byDay = new Map<string, DriverTrip[]>();
  const sorted = [...trips].sort((a, b) => Date.parse(a.pickupDateTime) - Date.parse(b.pickupDateTime));
  for (const trip of sorted) {
    const pickupDay = nyCalendarDate(new Date(trip.pickupDateTime));
    const date = pickupDay < today ? today : pickupDay;
    byDay.set(date, [...(byDay.get(date) ?? []), trip]);
  }
  return [...byDay].map(([date, dayTrips]) => ({
    date,
    when: date === today ? 'today' : date === tomorrow ? 'tomorrow' : 'later',
    trips: dayTrips,
  }));
}
