/** The product shows and books times in New York local time, whatever the visitor's own time zone. */
export const NEW_YORK_TZ = 'America/New_York';

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: NEW_YORK_TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Current date (yyyy-mm-dd) and time (HH:mm) in New York. */
export function newYorkNow(at: Date = new Date()): { date: string; time: string } {
  const parts = formatter.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}
