/**
 * The places behind the airport card's two dropdowns (the customer document's airport transfer): each
 * terminal of the three airports and each Manhattan drop-off area as an address the places port resolves to
 * that terminal or inside that area (the embedded gazetteer's own formatted addresses, which Google resolves
 * too). The booking's pickup and destination are these addresses, never a whole borough.
 */

const JFK = 'John F. Kennedy International Airport, Queens, NY 11430';
const LGA = 'LaGuardia Airport, Queens, NY 11371';
const EWR = 'Newark Liberty International Airport, Newark, NJ 07114';

/** Terminal pickup addresses by airport code and terminal name (as the airport page lists them). */
const TERMINALS: Record<string, Record<string, string>> = {
  JFK: {
    'Terminal 1': `JFK Terminal 1, ${JFK}`,
    'Terminal 4': `JFK Terminal 4, ${JFK}`,
    'Terminal 5': `JFK Terminal 5, ${JFK}`,
    'Terminal 7': `JFK Terminal 7, ${JFK}`,
    'Terminal 8': `JFK Terminal 8, ${JFK}`,
  },
  LGA: {
    'Terminal A': `LGA Terminal A (Marine Air Terminal), ${LGA}`,
    'Terminal B': `LGA Terminal B, ${LGA}`,
    'Terminal C': `LGA Terminal C, ${LGA}`,
  },
  EWR: {
    'Terminal A': `EWR Terminal A, ${EWR}`,
    'Terminal B': `EWR Terminal B, ${EWR}`,
    'Terminal C': `EWR Terminal C, ${EWR}`,
  },
};

/** The Manhattan areas of the airport page, each with its key (for its translated name) and its address. */
const ZONES: Record<string, { key: string; address: string }> = {
  'Financial District & Battery Park': {
    key: 'financialDistrict',
    address: 'Financial District, Manhattan, New York, NY',
  },
  'Tribeca & SoHo': { key: 'tribeca', address: 'Tribeca, Manhattan, New York, NY' },
  'Greenwich Village & East Village': {
    key: 'greenwichVillage',
    address: 'Greenwich Village, Manhattan, New York, NY',
  },
  'Chelsea & Flatiron': { key: 'chelsea', address: 'Chelsea, Manhattan, New York, NY' },
  'Midtown West & Hudson Yards': { key: 'midtownWest', address: 'Midtown West, Manhattan, New York, NY' },
  'Midtown East & Grand Central': { key: 'midtownEast', address: 'Midtown East, Manhattan, New York, NY' },
  'Upper West Side': { key: 'upperWestSide', address: 'Upper West Side, Manhattan, New York, NY' },
  'Upper East Side': { key: 'upperEastSide', address: 'Upper East Side, Manhattan, New York, NY' },
  'Harlem & Washington Heights': { key: 'harlem', address: 'Harlem, Manhattan, New York, NY' },
};

/** The pickup address of a terminal of an airport (by code); null for a terminal we cannot place. */
export function terminalAddress(airportCode: string, terminal: string): string | null {
  return TERMINALS[airportCode]?.[terminal] ?? null;
}

/** The drop-off address of a Manhattan area; null for an area we cannot place. */
export function zoneAddress(zone: string): string | null {
  return ZONES[zone]?.address ?? null;
}

/** The key of an area's translated name (home.json airport.zones.*); null for an unknown area. */
export function zoneKey(zone: string): string | null {
  return ZONES[zone]?.key ?? null;
}

/** Every place listed, for the tests that check each resolves where it should. */
export const AIRPORT_CARD_PLACES = {
  terminals: TERMINALS,
  zones: Object.fromEntries(Object.entries(ZONES).map(([zone, z]) => [zone, z.address])),
};
