import { describe, expect, it } from 'vitest';
import {
  bookingCalendar,
  calendarFileName,
  escapeText,
  foldLine,
  icsUtc,
  type BookingCalendarInput,
} from './calendar.ts';

const base: BookingCalendarInput = {
  number: 'NYC-7K3M9Q',
  title: 'Empire Chauffeur: From Airport',
  pickupAddress: 'JFK Terminal 4, Queens, NY 11430',
  destinationAddress: 'Times Square, New York, NY 10036',
  pickupDateTime: '2030-07-04T18:30:00.000Z',
  durationSeconds: 2700,
  returnDateTime: null,
  vehicleName: 'Cadillac Escalade ESV',
  supportPhone: '(212) 555-0147',
  url: 'https://example.test/booking-confirmation?number=NYC-7K3M9Q',
  now: new Date('2030-07-01T12:00:00.000Z'),
};

/** Undoes line folding (RFC 5545 3.1) and splits into content lines. */
function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('bookingCalendar', () => {
  it('writes a calendar with CRLF line ends and one event for a one-way ride', () => {
    const ics = bookingCalendar(base);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Every line break is CRLF: no bare LF or CR.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('UID:NYC-7K3M9Q-outbound@empirechauffeur.nyc');
  });

  it('gives start and end in UTC, the end after the estimated duration', () => {
    const lines = unfold(bookingCalendar(base));
    expect(lines).toContain('DTSTART:20300704T183000Z');
    expect(lines).toContain('DTEND:20300704T191500Z');
    expect(lines).toContain('DTSTAMP:20300701T120000Z');
  });

  it('rounds the duration up to whole minutes', () => {
    const lines = unfold(bookingCalendar({ ...base, durationSeconds: 2883 }));
    expect(lines).toContain('DTEND:20300704T191900Z');
  });

  it('lasts the hours booked on an hourly ride, whatever the route’s driving time', () => {
    const lines = unfold(bookingCalendar({ ...base, durationSeconds: 3120, hours: 3 }));
    expect(lines).toContain('DTEND:20300704T213000Z');
  });

  it('lasts one hour when the duration is unknown', () => {
    const lines = unfold(bookingCalendar({ ...base, durationSeconds: null }));
    expect(lines).toContain('DTEND:20300704T193000Z');
  });

  it('adds the return leg from the destination back to the pickup', () => {
    const lines = unfold(bookingCalendar({ ...base, returnDateTime: '2030-07-05T02:00:00.000Z' }));
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('UID:NYC-7K3M9Q-return@empirechauffeur.nyc');
    expect(lines).toContain('DTSTART:20300705T020000Z');
    expect(lines).toContain('SUMMARY:Empire Chauffeur: From Airport (return trip)');
    expect(lines).toContain('LOCATION:Times Square\\, New York\\, NY 10036');
  });

  it('sets a display reminder 2 hours before each pickup', () => {
    const lines = unfold(bookingCalendar({ ...base, returnDateTime: '2030-07-05T02:00:00.000Z' }));
    expect(lines.filter((l) => l === 'BEGIN:VALARM')).toHaveLength(2);
    expect(lines.filter((l) => l === 'TRIGGER:-PT2H')).toHaveLength(2);
    expect(lines).toContain('ACTION:DISPLAY');
  });

  it('escapes commas, semicolons, backslashes and newlines in text', () => {
    const lines = unfold(
      bookingCalendar({ ...base, pickupAddress: 'Hotel; Lobby, Door 2\nAsk for \\ desk', url: null }),
    );
    expect(lines).toContain('LOCATION:Hotel\\; Lobby\\, Door 2\\nAsk for \\\\ desk');
    const description = lines.find((l) => l.startsWith('DESCRIPTION:Booking'));
    expect(description).toBe(
      'DESCRIPTION:Booking: NYC-7K3M9Q\\nPickup: Hotel\\; Lobby\\, Door 2\\nAsk for \\\\ desk\\nDestination: Times Square\\, New York\\, NY 10036\\nVehicle: Cadillac Escalade ESV\\nSupport: (212) 555-0147',
    );
    expect(lines.some((l) => l.startsWith('URL:'))).toBe(false);
  });

  it('includes the link when given', () => {
    const lines = unfold(bookingCalendar(base));
    expect(lines).toContain('URL:https://example.test/booking-confirmation?number=NYC-7K3M9Q');
  });

  it('folds every line at 75 octets, counting UTF-8 bytes', () => {
    const ics = bookingCalendar({
      ...base,
      pickupAddress:
        'Aeropuerto Internacional John F. Kennedy, Terminal 4, Queens, Nueva York — Llegadas, puerta 6 (señalización)',
      returnDateTime: '2030-07-05T02:00:00.000Z',
    });
    const encoder = new TextEncoder();
    const physical = ics.split('\r\n').filter(Boolean);
    for (const line of physical) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    expect(physical.some((l) => l.startsWith(' '))).toBe(true);
    // Unfolding gives back the whole value.
    expect(unfold(ics)).toContain(
      'LOCATION:Aeropuerto Internacional John F. Kennedy\\, Terminal 4\\, Queens\\, Nueva York — Llegadas\\, puerta 6 (señalización)',
    );
  });

  it('uses the labels it is given', () => {
    const lines = unfold(
      bookingCalendar({
        ...base,
        returnDateTime: '2030-07-05T02:00:00.000Z',
        labels: { returnSuffix: ' (regreso)', booking: 'Reserva' },
      }),
    );
    expect(lines).toContain('SUMMARY:Empire Chauffeur: From Airport (regreso)');
    expect(lines.some((l) => l.startsWith('DESCRIPTION:Reserva: NYC-7K3M9Q'))).toBe(true);
  });

  it('writes every text in Spanish for a Spanish booking, escaped and folded', () => {
    const ics = bookingCalendar({
      ...base,
      title: undefined,
      language: 'es',
      returnDateTime: '2030-07-05T02:00:00.000Z',
      driver: { name: 'Íñigo Peña', phone: '+1 917 555 0133' },
    });
    const encoder = new TextEncoder();
    for (const line of ics.split('\r\n').filter(Boolean)) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    }
    const lines = unfold(ics);
    expect(lines).toContain('PRODID:-//Empire Chauffeur//Booking NYC-7K3M9Q//ES');
    expect(lines).toContain('SUMMARY:Empire Chauffeur: traslado en Cadillac Escalade ESV');
    expect(lines).toContain('SUMMARY:Empire Chauffeur: traslado en Cadillac Escalade ESV (viaje de regreso)');
    const descriptions = lines.filter((l) => l.startsWith('DESCRIPTION:Reserva'));
    expect(descriptions).toHaveLength(2);
    expect(descriptions[0]).toBe(
      'DESCRIPTION:Reserva: NYC-7K3M9Q\\nRecogida: JFK Terminal 4\\, Queens\\, NY 11430\\nDestino: Times Square\\, New York\\, NY 10036\\nVehículo: Cadillac Escalade ESV\\nChofer: Íñigo Peña · +1 917 555 0133\\nTeléfono 24 h: (212) 555-0147\\nhttps://example.test/booking-confirmation?number=NYC-7K3M9Q',
    );
    expect(lines.filter((l) => l === 'DESCRIPTION:Su recogida con chofer es dentro de 2 horas')).toHaveLength(
      2,
    );
    expect(ics).not.toMatch(/Booking:|Pickup:|Vehicle:|Support:|return trip|chauffeur pickup/);
  });

  it('writes English by default, with a driver line once one is assigned', () => {
    const lines = unfold(bookingCalendar({ ...base, title: undefined, driver: { name: 'Ana Ruiz' } }));
    expect(lines).toContain('PRODID:-//Empire Chauffeur//Booking NYC-7K3M9Q//EN');
    expect(lines).toContain('SUMMARY:Empire Chauffeur: ride in Cadillac Escalade ESV');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:Booking'))).toContain(
      '\\nChauffeur: Ana Ruiz\\nSupport: (212) 555-0147',
    );
    expect(lines).toContain('DESCRIPTION:Your chauffeur pickup is in 2 hours');
  });

  it('lets given labels override the language', () => {
    const lines = unfold(bookingCalendar({ ...base, language: 'es', labels: { booking: 'Reservación' } }));
    expect(lines.some((l) => l.startsWith('DESCRIPTION:Reservación: NYC-7K3M9Q\\nRecogida:'))).toBe(true);
    expect(lines).toContain('SUMMARY:Empire Chauffeur: From Airport');
  });

  it('rejects an invalid pickup time', () => {
    expect(() => bookingCalendar({ ...base, pickupDateTime: 'soon' })).toThrow(RangeError);
  });
});

describe('calendar helpers', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a,b;c\\d\r\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('leaves short lines alone and never splits a multi-byte character', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldLine(`X:${'é'.repeat(60)}`);
    const parts = folded.split('\r\n');
    expect(parts.length).toBe(2);
    expect(new TextEncoder().encode(parts[0]).length).toBeLessThanOrEqual(75);
    expect(parts[1]?.startsWith(' ')).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(`X:${'é'.repeat(60)}`);
  });

  it('formats UTC instants', () => {
    expect(icsUtc(new Date('2030-01-02T03:04:05.678Z'))).toBe('20300102T030405Z');
  });

  it('names the file after the booking number', () => {
    expect(calendarFileName('NYC-7K3M9Q')).toBe('NYC-7K3M9Q.ics');
    expect(calendarFileName('../x')).toBe('x.ics');
  });
});
