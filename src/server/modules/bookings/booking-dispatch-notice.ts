import { doorText } from '../../../shared/domain/door-text.ts';
import { formatUsd } from '../../../shared/domain/money.ts';
import { emailDateTime } from '../../integrations/email/layout.ts';
import type { EmailMessage } from '../../integrations/email/types.ts';
import type { BookingRow } from './bookings.repository.ts';

/**
 * Dispatch's notice (English, plain text, like the other operations notices) that a booking was paid and waits
 * for a chauffeur: written to every admin in the transaction that confirms it.
 */
export function dispatchNewBookingNotice(to: string, b: BookingRow, publicUrl: string): EmailMessage {
  const text = [
    `Booking ${b.number} was paid (${formatUsd(b.totalCents)}) and needs a chauffeur.`,
    '',
    `Pickup: ${doorText(b.pickupAddress, b.pickupPinned)}`,
    `Destination: ${doorText(b.destinationAddress, b.destinationPinned)}`,
    `Date and time: ${emailDateTime(b.pickupAt, 'en')}`,
    `Vehicle: ${b.vehicleName}`,
    `Customer: ${b.customerName}${b.customerPhone ? `, ${b.customerPhone}` : ''} <${b.customerEmail}>`,
    '',
    `It shows as a nearby request to chauffeurs; assign one from the back office: ${publicUrl}/admin?q=${encodeURIComponent(b.number)}`,
  ].join('\n');
  return {
    to,
    subject: `New booking — ${b.number} needs a chauffeur`,
    text,
    kind: 'dispatch-new-booking',
    bookingId: b.id,
  };
}
