import { describe, expect, it } from 'vitest';
import type { BookingDraft } from '../../../booking/lib/draft-types.ts';
import { bookingLink } from '../../../../shared/domain/booking-link.ts';
import {
  ADDRESS_PARAM_MAX,
  draftWithRide,
  hasRideAddresses,
  hasRideFields,
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
    expect(draftWithRide(saved, { pickup: 'JFK T4', destination: 'Times Square' }, 'point-to-point')).toEqual(
      {
        serviceType: 'point-to-point',
        pickupAddress: 'JFK T4',
        destinationAddress: 'Times Square',
        pickupDate: '2030-01-02',
        pickupTime: '10:00',
      },
    );
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

describe('the booking link (src/shared/domain/booking-link.ts) and every parameter', () => {
  const ride = (q: string) => rideFromParams(new URLSearchParams(q));
  const fromLink = (link: string) => rideFromParams(new URL(link, 'https://x.test').searchParams);

  it('reads back everything bookingLink writes (the chat\'s "Friday 7pm" link)', () => {
    const link = bookingLink({
      service: 'hourly',
      pickup: 'The Plaza Hotel, 768 5th Ave',
      destination: 'Brooklyn Bridge Park',
      date: '2030-07-05',
      time: '19:00',
      hours: 4,
      passengers: 3,
      bags: 2,
      vehicle: 'suv-escalade',
      package: 'standard',
      type: 'gala',
    });
    expect(fromLink(link)).toEqual({
      pickup: 'The Plaza Hotel, 768 5th Ave',
      destination: 'Brooklyn Bridge Park',
      date: '2030-07-05',
      time: '19:00',
      hours: 4,
      passengers: 3,
      bags: 2,
      vehicle: 'suv-escalade',
      package: 'standard',
      type: 'gala',
    });
    expect(serviceFromParams(new URL(link, 'https://x.test').searchParams)).toBe('hourly');
  });

  it('date: a real calendar day written yyyy-mm-dd', () => {
    expect(ride('date=2030-07-05')).toEqual({ date: '2030-07-05' });
    expect(ride('date=2030-02-29')).toEqual({});
    expect(ride('date=2032-02-29')).toEqual({ date: '2032-02-29' });
    expect(ride('date=2030-13-01')).toEqual({});
    expect(ride('date=07/05/2030')).toEqual({});
    expect(ride('date=2030-7-5')).toEqual({});
    expect(ride('date=friday')).toEqual({});
  });

  it('time: 24-hour HH:mm', () => {
    expect(ride('time=19:00')).toEqual({ time: '19:00' });
    expect(ride('time=7:05')).toEqual({ time: '07:05' });
    expect(ride('time=00:00')).toEqual({ time: '00:00' });
    expect(ride('time=24:00')).toEqual({});
    expect(ride('time=19:60')).toEqual({});
    expect(ride('time=7pm')).toEqual({});
  });

  it('hours: 2 to 12', () => {
    expect(ride('hours=2')).toEqual({ hours: 2 });
    expect(ride('hours=12')).toEqual({ hours: 12 });
    for (const bad of ['1', '13', '2.5', '-4', 'four', '', '1e1']) expect(ride(`hours=${bad}`)).toEqual({});
  });

  it('passengers: 1 to 14; bags: 0 to 20', () => {
    expect(ride('passengers=1&bags=0')).toEqual({ passengers: 1, bags: 0 });
    expect(ride('passengers=14&bags=20')).toEqual({ passengers: 14, bags: 20 });
    expect(ride('passengers=0&bags=21')).toEqual({});
    expect(ride('passengers=15&bags=-1')).toEqual({});
    expect(ride('passengers=2.5&bags=x')).toEqual({});
  });

  it('vehicle, package and type: plain ids only', () => {
    expect(ride('vehicle=sprinter&package=wedding-premium&type=prom')).toEqual({
      vehicle: 'sprinter',
      package: 'wedding-premium',
      type: 'prom',
    });
    expect(ride('package=%3Cimg%3E&type=a%20b')).toEqual({});
    expect(ride(`package=${'a'.repeat(61)}`)).toEqual({});
  });

  it('says whether the link fills the form (a vehicle alone does not)', () => {
    expect(hasRideFields(ride('vehicle=sprinter'))).toBe(false);
    expect(hasRideFields(ride('date=2030-07-05'))).toBe(true);
    expect(hasRideFields(ride('package=standard'))).toBe(true);
    expect(hasRideFields(ride('passengers=2'))).toBe(true);
  });

  it('puts the date, time, hours, party, package and type in the draft, and drops the old vehicle', () => {
    const saved: BookingDraft = {
      serviceType: 'hourly',
      pickupAddress: 'Grand Central',
      pickupDate: '2030-01-02',
      pickupTime: '10:00',
      vehicleId: 'sprinter',
      finalPrice: 300,
    };
    expect(
      draftWithRide(
        saved,
        ride('date=2030-07-05&time=19:00&hours=4&passengers=3&bags=2&package=standard&type=gala'),
        'hourly',
      ),
    ).toEqual({
      serviceType: 'hourly',
      pickupAddress: 'Grand Central',
      pickupDate: '2030-07-05',
      pickupTime: '19:00',
      hours: 4,
      passengers: 3,
      bags: 2,
      package: 'standard',
      eventType: 'gala',
    });
  });

  it("keeps the events page's event-gala when its link opens ?type=gala (the same event)", () => {
    const saved: BookingDraft = { serviceType: 'hourly', eventType: 'event-gala', package: 'gala' };
    expect(draftWithRide(saved, ride('type=gala'), 'hourly')).toMatchObject({ eventType: 'event-gala' });
    expect(draftWithRide(saved, ride('type=prom'), 'hourly')).toMatchObject({ eventType: 'prom' });
  });

  it("keeps a marketing page's package when the link names the same one (wedding tier)", () => {
    const wedding: BookingDraft = {
      serviceType: 'wedding',
      package: 'wedding-premium',
      packageName: 'Luxury Wedding Package',
      hours: 6,
      basePrice: 750,
    };
    expect(draftWithRide(wedding, ride('package=wedding-premium'), 'wedding')).toEqual(wedding);
    // Another tier replaces the old one's name, price and hours.
    expect(draftWithRide(wedding, ride('package=wedding-basic'), 'wedding')).toEqual({
      serviceType: 'wedding',
      package: 'wedding-basic',
    });
  });

  it('an event type with a package of its name shows that package', () => {
    expect(draftWithRide(null, ride('type=corporate'), 'hourly')).toEqual({
      serviceType: 'hourly',
      package: 'corporate',
      eventType: 'corporate',
    });
    expect(draftWithRide(null, ride('type=custom'), 'hourly')).toEqual({
      serviceType: 'hourly',
      eventType: 'custom',
    });
  });

  it("a link for another service drops the old service's package", () => {
    const wedding: BookingDraft = { serviceType: 'wedding', package: 'wedding-basic', hours: 4 };
    expect(draftWithRide(wedding, ride('pickup=JFK'), 'point-to-point')).toEqual({
      serviceType: 'point-to-point',
      pickupAddress: 'JFK',
    });
  });
});

describe("the places behind a link's addresses (decision 25)", () => {
  it('go into the draft with their text, never alone, and never an id that is not one', () => {
    const href = bookingLink({
      service: 'point-to-point',
      pickup: 'LaGuardia Airport (LGA), East Elmhurst, Queens, NY 11371',
      pickupPlace: 'gz:lga',
      destination: '1 Wall St (between Broadway and William St), New York, NY',
      destinationPlace: 'addr:1-wall-st',
    });
    const ride = rideFromParams(new URL(href, 'http://x').searchParams);
    expect(ride).toMatchObject({ pickupPlace: 'gz:lga', destinationPlace: 'addr:1-wall-st' });
    const draft = draftWithRide(null, ride, 'point-to-point');
    expect(draft).toMatchObject({ pickupPlaceId: 'gz:lga', destinationPlaceId: 'addr:1-wall-st' });
    expect(rideFromParams(new URLSearchParams('pickupPlace=gz:lga'))).toEqual({});
    expect(rideFromParams(new URLSearchParams('pickup=LGA&pickupPlace=<script>'))).toEqual({ pickup: 'LGA' });
  });
});
