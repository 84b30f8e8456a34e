import { nyLocalToInstant } from '../../../../shared/domain/new-york-time.ts';

/**
 * A New York wall-clock date (yyyy-mm-dd) and time (HH:mm) as the ISO instant GET /api/directions takes as
 * departureTime (e.g. 2030-07-01T18:30:00.000Z for 14:30 in July). Undefined while either part is missing
 * or malformed.
 */
export function newYorkDepartureIso(date: string | undefined, time: string | undefined): string | undefined {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date ?? '');
  const t = /^(\d{2}):(\d{2})$/.exec(time ?? '');
  if (!d || !t) return undefined;
  const [year, month, day, hour, minute] = [d[1], d[2], d[3], t[1], t[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return undefined;
  return nyLocalToInstant(year, month, day, hour, minute).toISOString();
}
