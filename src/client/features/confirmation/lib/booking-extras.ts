import type { BookingView } from '../../../../shared/contracts/checkout.ts';

export type ExtraItem =
  | { id: 'flight'; value: string }
  | { id: 'meetAndGreet' }
  | { id: 'childSeat' }
  | { id: 'extraStop'; value: string | null }
  | { id: 'specialRequests'; value: string };

/** The extras the customer asked for, in the order the booking details form lists them. */
export function bookingExtras(extras: BookingView['extras']): ExtraItem[] {
  const items: ExtraItem[] = [];
  const flight = extras.flightNumber?.trim();
  if (flight) items.push({ id: 'flight', value: flight });
  if (extras.meetAndGreet) items.push({ id: 'meetAndGreet' });
  if (extras.childSeat) items.push({ id: 'childSeat' });
  if (extras.extraStop) items.push({ id: 'extraStop', value: extras.extraStopAddress?.trim() || null });
  const requests = extras.specialRequests?.trim();
  if (requests) items.push({ id: 'specialRequests', value: requests });
  return items;
}
