import type { BookingView } from '../../../../shared/contracts/checkout.ts';
import {
  bookingCalendar,
  calendarFileName,
  type CalendarLabels,
} from '../../../../shared/domain/calendar.ts';

export interface CalendarOptions {
  title: string;
  labels: CalendarLabels;
  supportPhone: string;
  url: string | null;
  now: Date;
}

/** The booking's .ics file (both legs, reminders 2 h before; an hourly ride lasts its hours) and its file name. */
export function bookingCalendarFile(
  b: BookingView,
  options: CalendarOptions,
): { name: string; text: string } {
  return {
    name: calendarFileName(b.number),
    text: bookingCalendar({
      number: b.number,
      title: options.title,
      pickupAddress: b.pickupAddress,
      destinationAddress: b.destinationAddress,
      pickupDateTime: b.pickupDateTime,
      durationSeconds: b.route.durationSeconds,
      hours: b.hours,
      returnDateTime: b.returnTrip ? b.returnDateTime : null,
      vehicleName: b.vehicleName,
      supportPhone: options.supportPhone,
      url: options.url,
      now: options.now,
      labels: options.labels,
    }),
  };
}
