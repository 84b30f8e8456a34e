import { describe, expect, it } from 'vitest';
import type { BookingSummary } from '../../../shared/contracts/bookings.ts';
import { nyLocalToInstant } from '../../../shared/domain/new-york-time.ts';
import { DEFAULT_PRICING_CONFIG } from '../../../shared/domain/pricing-defaults.ts';
import { CITIES, SERVICES } from '../catalog/catalog.data.ts';
import { createChatAnswers, driverText } from './chat-answers.ts';
import { createChatTools } from './chat-tools.ts';
import { ANSWERS } from './knowledge/answers.ts';

// Monday 23 November 2026, 10:00 in New York.
const NOW = nyLocalToInstant(2026, 11, 23, 10, 0);

const NEXT: BookingSummary = {
  id: '00000000-0000-4000-8000-000000000001',
  number: 'NYC-7K3M9Q',
  userId: '00000000-0000-4000-8000-0000000000aa',
  status: 'confirmed',
  serviceType: 'point-to-point',
  serviceName: 'Point to Point',
  pickupAddress: '11 W 53rd St, New York, NY 10019',
  destinationAddress: 'JFK Terminal 4',
  pickupDateTime: nyLocalToInstant(2026, 11, 25, 9, 0).toISOString(),
  returnTrip: false,
  vehicleId: 'sedan-cadillac',
  vehicleName: 'Cadillac XTS Sedan',
  totalAmount: 130.65,
  customerName: 'Ann',
  customerEmail: 'ann@example.com',
  driverName: null,
  driverPhone: null,
  driverVehicle: null,
  driverPlate: null,
  createdAt: NOW.toISOString(),
  completedAt: null,
  rating: null,
  feedback: null,
  hours: null,
  passengers: null,
  bags: null,
  refunded: 0,
  cancellation: null,
};

const ASSIGNED: BookingSummary = {
  ...NEXT,
  status: 'assigned',
  driverName: 'Marco Rossi',
  driverPhone: '(212) 555-0148',
  driverVehicle: '2023 Lincoln Navigator, Black',
  driverPlate: 'T123456C',
};

function answersFor(booking: BookingSummary | null) {
  const tools = createChatTools({
    quotes: {
      quote: () => Promise.reject(new Error('no quotes in this test')),
    },
    catalog: {
      vehicles: async () => [],
      services: async () => [...SERVICES],
      cities: async () => [...CITIES],
    },
    pricing: { current: async () => DEFAULT_PRICING_CONFIG },
    bookings: { nextUpcoming: async (userId: string) => (userId === 'user-1' ? booking : null) },
    clock: () => NOW,
  });
  return createChatAnswers({ pricing: { current: async () => DEFAULT_PRICING_CONFIG } }, tools);
}

const viewer = { kind: 'account', userId: 'user-1' } as const;

describe('the next-booking answer', () => {
  it('names no chauffeur before one is assigned', async () => {
    const { text } = await answersFor(NEXT).nextBooking(viewer, 'en');
    expect(text).toContain('NYC-7K3M9Q');
    expect(text).toContain('Status: confirmed (a chauffeur will be assigned).');
    expect(text).not.toContain('Your chauffeur');
  });

  it('gives the assigned chauffeur’s name, phone, vehicle and plate in English', async () => {
    const { text } = await answersFor(ASSIGNED).nextBooking(viewer, 'en');
    expect(text).toContain('Status: chauffeur assigned.');
    expect(text).toContain(
      'Your chauffeur: Marco Rossi, phone (212) 555-0148, driving a 2023 Lincoln Navigator, Black, plate T123456C.',
    );
  });

  it('and in Spanish', async () => {
    const { text } = await answersFor(ASSIGNED).nextBooking(viewer, 'es');
    expect(text).toContain('Estado: chofer asignado.');
    expect(text).toContain(
      'Su chofer: Marco Rossi, teléfono (212) 555-0148, en un 2023 Lincoln Navigator, Black, placa T123456C.',
    );
  });

  it('leaves out the parts the booking does not have', () => {
    const t = ANSWERS.en.nextBooking;
    expect(driverText({ ...ASSIGNED, driverPhone: null, driverPlate: '  ' }, t)).toBe(
      ' Your chauffeur: Marco Rossi, driving a 2023 Lincoln Navigator, Black.',
    );
    expect(driverText({ ...ASSIGNED, driverVehicle: null }, t)).toBe(
      ' Your chauffeur: Marco Rossi, phone (212) 555-0148, plate T123456C.',
    );
    expect(driverText({ ...ASSIGNED, driverName: null }, t)).toBe('');
  });
});
