import { describe, expect, it } from 'vitest';
import type { BookingDraft } from '../../../booking/lib/draft-types.ts';
import {
  ADDRESS_PARAM_MAX,
  draftWithRide,
  hasRideAddresses,
  rideFromParams,
  serviceFromParams,
  serviceHref,
} from './service-links.ts';

describe('home widget links', () => {
  it('maps the event-packages links to the Prom service or an hourly booking', () => {
    const of = (q: string) => serviceFromParams(new URLSearchParams(q));
    expect(of('service=events&type=prom&showMap=true')).toBe('prom');
    expect(of('service=events&type=gala&showMap=true')).toBe('hourly');
    expect(of('service=events&type=custom')).toBe('hourly');
    expect(of('service=wedding&package=wedding-basic')).toBe('wedding');
    expect(of('showMap=true')).toBeNull();
  });

  it('sends Weddings and Proms to their pages and the others to the widget', () => {
    expect(serviceHref('wedding')).toBe('/services/wedding');
    expect(serviceHref('prom')).toBe('/services/event-packages');
    expect(serviceHref('tour')).toBe('/?service=tour&showMap=true');
  });
});

describe('a link that prefills the ride (the chat assistant\'s "Book this ride")', () => {
  const ride = (q: string) => rideFromParams(new URLSearchParams(q));

  it('reads the pickup, the destination and the vehicle', () => {
    const params = new URLSearchParams();
    params.set('service', 'point-to-point');
    params.set('pickup', 'JFK Terminal 4, Queens, NY');
    params.set('destination', 'Times Square, Manhattan & more');
    params.set('vehicle', 'suv-escalade');
    expect(rideFromParams(params)).toEqual({
      pickup: 'JFK Terminal 4, Queens, NY',
      destination: 'Times Square, Manhattan & more',
      vehicle: 'suv-escalade',
    });
    expect(ride('pickup=JFK%20T4&destination=Times+Square')).toEqual({
      pickup: 'JFK T4',
      destination: 'Times Square',
    });
  });

  it('tidies spaces and control characters, and ignores empty, over-long or odd values', () => {
    expect(ride('pickup=%20%20JFK%0A%0D%09T4%20%20')).toEqual({ pickup: 'JFK T4' });
    expect(ride('pickup=&destination=%20')).toEqual({});
    expect(ride(`pickup=${'a'.repeat(ADDRESS_PARAM_MAX)}`).pickup).toHaveLength(ADDRESS_PARAM_MAX);
    expect(ride(`pickup=${'a'.repeat(ADDRESS_PARAM_MAX + 1)}&destination=Times+Square`)).toEqual({
      destination: 'Times Square',
    });
    expect(ride('vehicle=%3Cscript%3E')).toEqual({});
    expect(ride('vehicle=../../etc')).toEqual({});
    expect(ride('service=point-to-point')).toEqual({});
  });

  it('says whether the link names an address', () => {
    expect(hasRideAddresses(ride('pickup=JFK'))).toBe(true);
    expect(hasRideAddresses(ride('destination=LGA'))).toBe(true);
    expect(hasRideAddresses(ride('vehicle=sprinter'))).toBe(false);
  });

  it("replaces the saved draft's addresses (and what belonged to them), keeping the rest", () => {
    const saved: BookingDraft = {
      serviceType: 'point-to-point',
      pickupAddress: 'Grand Central',
      pickupPlaceId: 'gaz:grand-central',
      pickupLocation: { lat: 40.75, lng: -73.97 },
      destinationAddress: 'LGA',
      destinationPlaceId: 'gaz:lga',
      pickupDate: '2030-01-02',
      pickupTime: '10:00',
      vehicleId: 'sprinter',
      vehicleName: 'Sprinter',
      finalPrice: 300,
    };
    expect(draftWithRide(saved, { pickup: 'JFK T4', destination: 'Times Square' }, 'hourly')).toEqual({
      serviceType: 'point-to-point',
      pickupAddress: 'JFK T4',
      destinationAddress: 'Times Square',
      pickupDate: '2030-01-02',
      pickupTime: '10:00',
    });
    expect(draftWithRide(saved, { destination: 'Times Square' }, 'point-to-point')).toMatchObject({
      pickupAddress: 'Grand Central',
      pickupPlaceId: 'gaz:grand-central',
      destinationAddress: 'Times Square',
    });
    expect(draftWithRide(null, { pickup: 'JFK' }, 'point-to-point')).toEqual({
      serviceType: 'point-to-point',
      pickupAddress: 'JFK',
    });
  });
});
