import { describe, expect, it } from 'vitest';
import { nyLocalToInstant } from '../../../shared/domain/new-york-time.ts';
import { VEHICLES } from '../catalog/catalog.data.ts';
import {
  chooseVehicle,
  extractHours,
  extractParty,
  extractVehicle,
  modelWords,
  readRide,
} from './chat-extract.ts';
import { cleanPlace, extractPlaces } from './chat-places.ts';
import { extractWhen, resolveWhen } from './chat-when.ts';
import { tokenize } from './chat-text.ts';

const fleet = VEHICLES.map((v) => ({ ...v }));
const places = (text: string) => readRide(tokenize(text), fleet).places;

describe('place extraction', () => {
  it.each([
    // English
    ['price from Newark to Midtown for 5 people', 'newark', 'midtown'],
    ['how much from JFK to Times Square tomorrow at 3pm', 'jfk', 'times square'],
    ['how much for a sedan from the plaza hotel to jfk', 'plaza hotel', 'jfk'],
    ['quote from penn station to jfk in a suburban with 6 bags', 'penn station', 'jfk'],
    ['I need to get to JFK from Times Square', 'times square', 'jfk'],
    ['between jfk and laguardia, how much?', 'jfk', 'laguardia'],
    ['JFK → Times Square', 'jfk', 'times square'],
    ['JFK -> Times Sq please', 'jfk', 'times sq'],
    ['jfk to midtown', 'jfk', 'midtown'],
    ['how mcuh from jfk to time sq', 'jfk', 'time sq'],
    ["what's the cheapest way from lga to brooklyn", 'lga', 'brooklyn'],
    ['<script>alert(1)</script> price from jfk to soho', 'jfk', 'soho'],
    // Spanish
    ['¿Cuánto cuesta de JFK a Times Square en SUV?', 'jfk', 'times square'],
    ['cuanto sale ir de laguardia a brooklyn', 'laguardia', 'brooklyn'],
    ['cuanto cuesta ir desde grand central hasta el aeropuerto de newark', 'grand central', 'airport newark'],
    ['cuanto cuesta un viaje de grand central a laguardia en sprinter', 'grand central', 'laguardia'],
    ['precio de jfk a times square para 3 personas con 4 maletas', 'jfk', 'times square'],
    [
      'cuanto cuesta del aeropuerto de newark al centro de manhattan mañana a las 8',
      'airport newark',
      'midtown',
    ],
    ['quiero ir a manhattan desde jfk', 'jfk', 'manhattan'],
    ['entre jfk y laguardia cuanto sale', 'jfk', 'laguardia'],
    ['de la guardia a la quinta avenida', 'laguardia', '5th avenue'],
    ['precio jfk → brooklyn en camioneta', 'jfk', 'brooklyn'],
    ['cuanto cuesta de jfk a manhattan el 24 de diciembre a las 10', 'jfk', 'manhattan'],
  ])('%j', (text, pickup, destination) => {
    expect(places(text)).toEqual({ pickup, destination });
  });

  it.each([
    ['price to jfk', { pickup: null, destination: 'jfk' }],
    ['<script>alert(1)</script> price to jfk', { pickup: null, destination: 'jfk' }],
    ['how much from my house to jfk', { pickup: null, destination: 'jfk' }],
    ['cuanto cuesta ir a brooklyn', { pickup: null, destination: 'brooklyn' }],
    ['price from soho', { pickup: 'soho', destination: null }],
    ['do you go to connecticut', { pickup: null, destination: 'connecticut' }],
    ['what vehicles do you have', { pickup: null, destination: null }],
    ['cancellation policy', { pickup: null, destination: null }],
  ])('%j has at most one end', (text, expected) => {
    expect(places(text)).toEqual(expected);
  });

  it('ends a place phrase at a clause already recognised', () => {
    const tokens = tokenize('from jfk to times square tomorrow morning');
    expect(extractPlaces(tokens)).toEqual({ pickup: 'jfk', destination: 'times square tomorrow morning' });
    expect(extractPlaces(tokens, [{ start: 5, end: 7 }])).toEqual({
      pickup: 'jfk',
      destination: 'times square',
    });
  });

  it('cleans a place phrase for the geocoder', () => {
    expect(cleanPlace(tokenize('un viaje de el aeropuerto de newark'))).toBe('airport newark');
    expect(cleanPlace(tokenize('la estatua de la libertad'))).toBe('statue of liberty');
    expect(cleanPlace(tokenize('the plaza hotel please'))).toBe('plaza hotel');
    expect(cleanPlace(tokenize('los angeles'))).toBe('los angeles');
    expect(cleanPlace(tokenize('mi casa'))).toBeNull();
    expect(cleanPlace(tokenize('the'))).toBeNull();
    expect(cleanPlace(tokenize('one two three four five six seven eight nine ten eleven'))).toBeNull();
  });
});

describe('party size', () => {
  it.each([
    ['for 5 people', 5, null],
    ['price from jfk to soho for five passengers', 5, null],
    ['para cinco personas y 3 maletas', 5, 3],
    ['somos 8', 8, null],
    ['party of 12 with 10 suitcases', 12, 10],
    ['2 adults and 2 kids', 4, null],
    ['we are 4 with two large bags', 4, 2],
    ['una maleta', null, 1],
    ['dos pasajeros con cuatro maletas', 2, 4],
    ['4 pieces of luggage', null, 4],
    ['what vehicle fits 14 passengers', 14, null],
    ['a ride at 5pm', null, null],
    ['350 W 42nd St', null, null],
  ] as const)('%j', (text, passengers, bags) => {
    const party = extractParty(tokenize(text));
    expect({ passengers: party.passengers, bags: party.bags }).toEqual({ passengers, bags });
  });
});

describe('vehicles', () => {
  it('reads model words from the catalog', () => {
    const words = modelWords(fleet);
    expect(words.get('escalade')).toBe('suv-escalade');
    expect(words.get('suburban')).toBe('suv-suburban');
    expect(words.get('sprinter')).toBe('sprinter');
    expect(words.get('continental')).toBe('sedan-continental');
    // "Cadillac" names a sedan and an SUV.
    expect(words.has('cadillac')).toBe(false);
  });

  it.each([
    ['en SUV', null, 'suv'],
    ['en una camioneta', null, 'suv'],
    ['in a sedan', null, 'sedan'],
    ['sedán', null, 'sedan'],
    ['in the Escalade', 'suv-escalade', null],
    ['una van', null, 'van'],
    ['mercedes sprinter', 'sprinter', null],
    ['furgoneta', null, 'van'],
  ] as const)('%j', (text, vehicleId, category) => {
    expect(extractVehicle(tokenize(text), fleet)).toMatchObject({ vehicleId, category });
  });

  it('says nothing when no vehicle is named', () => {
    expect(extractVehicle(tokenize('how much from jfk to soho'), fleet)).toBeNull();
  });

  it('chooses the asked vehicle when the party fits, else the first that fits, else the largest', () => {
    const none = { passengers: null, bags: null };
    expect(chooseVehicle(fleet, null, none)?.vehicle.id).toBe('sedan-cadillac');
    expect(chooseVehicle(fleet, null, { passengers: 5, bags: null })?.vehicle.id).toBe('suv-suburban');
    expect(chooseVehicle(fleet, null, { passengers: 2, bags: 6 })?.vehicle.id).toBe('suv-escalade');
    const suv = extractVehicle(tokenize('suv'), fleet);
    expect(chooseVehicle(fleet, suv, none)?.vehicle.id).toBe('suv-suburban');
    expect(chooseVehicle(fleet, suv, { passengers: 4, bags: 6 })?.vehicle.id).toBe('suv-escalade');
    const sedan = extractVehicle(tokenize('sedan'), fleet);
    const tooSmall = chooseVehicle(fleet, sedan, { passengers: 5, bags: null });
    expect(tooSmall?.vehicle.id).toBe('suv-suburban');
    expect(tooSmall?.tooSmall?.id).toBe('sedan-cadillac');
    const huge = chooseVehicle(fleet, null, { passengers: 20, bags: null });
    expect(huge).toMatchObject({ fits: false, vehicle: { id: 'sprinter' } });
    expect(chooseVehicle([], null, none)).toBeNull();
  });
});

describe('pickup time', () => {
  // Monday 23 November 2026, 10:00 in New York.
  const NOW = nyLocalToInstant(2026, 11, 23, 10, 0);
  const WINDOW = { minLeadMinutes: 120, maxAdvanceDays: 365 };
  const at = (text: string, dayFirst = false) =>
    resolveWhen(extractWhen(tokenize(text), dayFirst), NOW, WINDOW);
  const ny = (month: number, day: number, hour: number, minute = 0, year = 2026) =>
    nyLocalToInstant(year, month, day, hour, minute).toISOString();

  it.each([
    ['how much from jfk to soho', ny(11, 24, 12), true],
    ['tomorrow at 3pm', ny(11, 24, 15), false],
    ['tomorrow at 3', ny(11, 24, 15), false],
    ['mañana a las 8 de la mañana', ny(11, 24, 8), false],
    ['mañana por la tarde a las 4', ny(11, 24, 16), false],
    ['pasado mañana a las 10:30', ny(11, 25, 10, 30), false],
    ['day after tomorrow at noon', ny(11, 25, 12), false],
    ['on friday at 9pm', ny(11, 27, 21), false],
    ['el viernes a las 10 de la noche', ny(11, 27, 22), false],
    ['next monday', ny(11, 30, 12), true],
    ['on December 24 at 8am', ny(12, 24, 8), false],
    ['el 24 de diciembre a las 15:30', ny(12, 24, 15, 30), false],
    ['dec 31 at midnight', ny(12, 31, 0), false],
    ['12/24 5:30pm', ny(12, 24, 17, 30), false],
    ['January 5', ny(1, 5, 12, 0, 2027), true],
    ['tonight', ny(11, 23, 20), false],
    ['esta noche a las 11', ny(11, 23, 23), false],
    ['at 6pm', ny(11, 23, 18), false],
    ['at 7am', ny(11, 24, 7), false],
  ] as const)('%j', (text, iso, provisional) => {
    const when = at(text);
    expect(when.at.toISOString()).toBe(iso);
    expect(when.provisional).toBe(provisional);
    expect(when.outOfWindow).toBeNull();
  });

  it('reads 24/12 day first in Spanish', () => {
    expect(at('el 24/12 a las 9', true).at.toISOString()).toBe(ny(12, 24, 9));
  });

  it('falls back to tomorrow at noon when the time asked for cannot be booked', () => {
    expect(at('today at 11am')).toMatchObject({ outOfWindow: 'too_soon', provisional: true });
    expect(at('today at 11am').at.toISOString()).toBe(ny(11, 24, 12));
    expect(at('November 20 2028')).toMatchObject({ outOfWindow: 'too_far' });
  });

  it('does not take party sizes or addresses for times', () => {
    expect(extractWhen(tokenize('for 5 people')).hour).toBeNull();
    expect(extractWhen(tokenize('350 W 42nd St')).hour).toBeNull();
    expect(extractWhen(tokenize('may i book')).date).toBeNull();
  });
});

describe('hours of an hourly ride, and a party that closes a vehicle question', () => {
  it.each([
    ['4 hours in an Escalade?', 4],
    ['how much for 3 hrs', 3],
    ['¿Cuánto cuestan cuatro horas en una Escalade?', 4],
    ['un auto por 6 horas', 6],
    ['pick me up in 4 hours', null],
    ['recójame en 2 horas', null],
    ['dentro de 3 horas', null],
    ['from JFK to Times Square for 5 people', null],
  ])('reads "%s" as %s hours', (text, hours) => {
    expect(extractHours(tokenize(text)).hours).toBe(hours);
  });

  it('does not read the hours as a party or a place', () => {
    const ride = readRide(tokenize('4 hours in an Escalade from Times Square'), fleet);
    expect(ride.hours).toBe(4);
    expect(ride.party.passengers).toBeNull();
    expect(ride.places.pickup).toBe('times square');
  });

  it.each([
    ['¿Tienen una Sprinter para 12?', 12],
    ['do you have a van for 12', 12],
    ['a sedan for 3', 3],
    ['sprinter para las 12', null],
    ['for 12 do you have a van', null],
  ])('reads the party of "%s" as %s', (text, passengers) => {
    expect(readRide(tokenize(text), fleet).party.passengers).toBe(passengers);
  });
});
