import { nyWallClock } from '../../../../shared/domain/new-york-time.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/** Current date (yyyy-mm-dd) and time (HH:mm) in New York, whatever the visitor's own time zone. */
export function newYorkNow(at: Date = new Date()): { date: string; time: string } {
  const clock = nyWallClock(at);
  return { date: clock.date, time: `${pad(clock.hour)}:${pad(clock.minute)}` };
}
