/**
 * The 2026 toll and for-hire regulatory schedule a New York black car pays, each figure with its source and the
 * date it took effect. The default pricing configuration (pricing-defaults.ts) takes its figures from here;
 * an admin may change any of them in the Pricing tab. nyc-tolls-2026.test.ts checks every figure against the
 * schedule as published.
 *
 * `verified: false` marks a figure no public source available to us confirmed; `note` says what was found.
 * Reviewed 2026-11-25.
 */
import type { TollId } from './crossings.ts';
import type { DailyWindow, SurchargeId } from './pricing-config.ts';

export interface ScheduleSource {
  publisher: string;
  title: string;
  url: string;
}

export interface ScheduleEntryBase {
  name: string;
  /** YYYY-MM-DD, New York date the figure took effect. */
  effectiveDate: string;
  sources: ScheduleSource[];
  verified: boolean;
  note?: string;
}

export interface TollScheduleEntry extends ScheduleEntryBase {
  /** Passenger car (two axles), New York E-ZPass, one crossing in the charged direction; peak where there is one. */
  eZPassCents: number;
  /** Off-peak E-ZPass amount (Port Authority crossings); null where the facility has one rate all day. */
  offPeakEZPassCents: number | null;
}

export interface SurchargeScheduleEntry extends ScheduleEntryBase {
  /** Cents when flat; basis points when a percentage. */
  value: number;
  isPercentage: boolean;
  /** When and how it applies, as the engine applies it. */
  appliesTo: string;
}

// ----- sources --------------------------------------------------------------------------------------------

const PA_2026: ScheduleSource[] = [
  {
    publisher: 'Shore News Network',
    title: 'Port Authority tolls to rise January 4, with drivers without E-ZPass paying double',
    url: 'https://www.shorenewsnetwork.com/port-authority-tolls-to-rise-january-4-with-drivers-without-e-zpass-paying-double',
  },
  {
    publisher: 'New Jersey 101.5',
    title: 'Port Authority toll hike: peak E-ZPass rates rising to $16.79 on Jan. 4',
    url: 'https://nj1015.com/port-authority-toll-hike/',
  },
];

const PA_PEAK_HOURS: ScheduleSource = {
  publisher: 'Port Authority of New York and New Jersey',
  title: 'Bridges & Tunnels – E-ZPass (peak hours)',
  url: 'http://www.panynj.gov/bridges-tunnels/e-zpass.html',
};

const MTA_2023: ScheduleSource[] = [
  {
    publisher: 'MTA Bridges and Tunnels',
    title: 'New Toll Rates at MTA Bridges and Tunnels - Implementation August 6th, 2023',
    url: 'https://new.mta.info/agency/bridges-and-tunnels/tolls-2023',
  },
  {
    publisher: 'Metropolitan Transportation Authority',
    title: 'MTA Reminds Customers New Tolls at Bridge and Tunnel Crossing to Begin Aug. 6',
    url: 'https://new.mta.info/press-release/mta-reminds-customers-new-tolls-bridge-and-tunnel-crossing-begin-aug-6',
  },
  {
    publisher: 'New York Daily News',
    title: 'MTA bridge toll hike: Henry Hudson $3.18, Cross Bay and Marine Parkway $2.60 with E-ZPass',
    url: 'https://www.nydailynews.com/new-york/ny-mta-bridge-toll-hike-verrazzano-triborough-midtown-tunnel-battery-tunnel-20230802-rlgql2qwvbbofpudjltthue5ay-story.html',
  },
];

const MTA_NOTE =
  'The 2023 schedule is the latest we could confirm; no public source available to us gave the January 2026 ' +
  'E-ZPass amounts. Check new.mta.info/agency/bridges-and-tunnels and update the amount in the Pricing tab.';

// ----- tolls ----------------------------------------------------------------------------------------------

/** Port Authority Hudson crossings, eastbound into New York only: $16.79 peak, $14.79 off-peak since 2026-01-04. */
export const PA_PEAK_CENTS = 1679;
export const PA_OFF_PEAK_CENTS = 1479;
const PA_NOTE =
  'Off-peak: $14.79 in the Shore News Network account of the schedule (the $2.00 off-peak discount kept for ' +
  '2026, phased out by 50 cents a year from 2027 per NJ 101.5); NJ 101.5 printed $14.73 in the same article ' +
  'that confirms the $2 discount, so $14.79 is used.';

/** MTA Bridges and Tunnels, New York E-ZPass (NYCSC). */
export const MTA_MAJOR_CENTS = 694;
export const MTA_HENRY_HUDSON_CENTS = 318;
export const MTA_ROCKAWAY_CENTS = 260;

const pa = (name: string): TollScheduleEntry => ({
  name,
  eZPassCents: PA_PEAK_CENTS,
  offPeakEZPassCents: PA_OFF_PEAK_CENTS,
  effectiveDate: '2026-01-04',
  sources: PA_2026,
  verified: true,
  note: PA_NOTE,
});

const mta = (name: string, cents: number): TollScheduleEntry => ({
  name,
  eZPassCents: cents,
  offPeakEZPassCents: null,
  effectiveDate: '2023-08-06',
  sources: MTA_2023,
  verified: false,
  note: MTA_NOTE,
});

export const TOLL_SCHEDULE_2026: Readonly<Record<TollId, TollScheduleEntry>> = {
  'george-washington-bridge': pa('George Washington Bridge'),
  'lincoln-tunnel': pa('Lincoln Tunnel'),
  'holland-tunnel': pa('Holland Tunnel'),
  'goethals-bridge': pa('Goethals Bridge'),
  'bayonne-bridge': pa('Bayonne Bridge'),
  'outerbridge-crossing': pa('Outerbridge Crossing'),
  'verrazzano-narrows-bridge': mta('Verrazzano-Narrows Bridge', MTA_MAJOR_CENTS),
  'rfk-bridge': mta('Robert F. Kennedy Bridge', MTA_MAJOR_CENTS),
  'bronx-whitestone-bridge': mta('Bronx-Whitestone Bridge', MTA_MAJOR_CENTS),
  'throgs-neck-bridge': mta('Throgs Neck Bridge', MTA_MAJOR_CENTS),
  'queens-midtown-tunnel': mta('Queens Midtown Tunnel', MTA_MAJOR_CENTS),
  'hugh-carey-tunnel': mta('Hugh L. Carey Tunnel', MTA_MAJOR_CENTS),
  'henry-hudson-bridge': mta('Henry Hudson Bridge', MTA_HENRY_HUDSON_CENTS),
  'marine-parkway-bridge': mta('Marine Parkway-Gil Hodges Memorial Bridge', MTA_ROCKAWAY_CENTS),
  'cross-bay-bridge': mta('Cross Bay Veterans Memorial Bridge', MTA_ROCKAWAY_CENTS),
};

const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [0, 6];

/** Port Authority peak hours: weekdays 6-10 AM and 4-8 PM, Saturdays and Sundays 11 AM-9 PM; off-peak otherwise. */
export const PA_PEAK_WINDOWS: { windows: readonly DailyWindow[]; sources: ScheduleSource[] } = {
  windows: [
    { days: WEEKDAYS, startMinute: 6 * 60, endMinute: 10 * 60 },
    { days: WEEKDAYS, startMinute: 16 * 60, endMinute: 20 * 60 },
    { days: WEEKEND, startMinute: 11 * 60, endMinute: 21 * 60 },
  ],
  sources: [PA_PEAK_HOURS, ...PA_2026],
};

// ----- for-hire surcharges --------------------------------------------------------------------------------

export const SURCHARGE_SCHEDULE_2026: Readonly<Record<SurchargeId, SurchargeScheduleEntry>> = {
  nysCongestion: {
    name: 'NYS congestion surcharge',
    value: 275,
    isPercentage: false,
    appliesTo:
      'Per non-shared for-hire trip that begins in, ends in or passes through Manhattan south of 96th Street.',
    effectiveDate: '2019-02-02',
    sources: [
      {
        publisher: 'NYC Taxi & Limousine Commission',
        title: 'New York State’s Congestion Surcharge',
        url: 'https://www.nyc.gov/site/tlc/about/congestion-surcharge.page',
      },
      {
        publisher: 'NYC 311',
        title: 'Congestion Surcharge for Taxis and For-Hire Vehicles',
        url: 'https://portal.311.nyc.gov/article/?kanumber=KA-03191',
      },
    ],
    verified: true,
  },
  crzForHire: {
    name: 'Congestion relief zone charge',
    value: 75,
    isPercentage: false,
    appliesTo:
      'Per trip that begins, ends or passes through the Congestion Relief Zone (Manhattan at or below 60th ' +
      'Street), for taxis, green cabs and black cars ($1.50 applies to high-volume app services only).',
    effectiveDate: '2025-01-05',
    sources: [
      {
        publisher: 'FOX 5 New York',
        title: 'NYC congestion pricing: How Uber, Lyft, and taxi fares are impacted',
        url: 'https://fox5ny.com/news/nyc-congestion-pricing-how-uber-lyft-taxi-fares-impacted',
      },
      {
        publisher: 'Time Out New York',
        title: 'Riding a taxi or an Uber in NYC will cost you even more now',
        url: 'https://timeout.com/newyork/news/riding-a-taxi-or-an-uber-in-nyc-will-cost-you-even-more-now-010825',
      },
    ],
    verified: true,
  },
  airportAccess: {
    name: 'Airport access fee',
    value: 350,
    isPercentage: false,
    appliesTo:
      'Per for-hire pickup and per drop-off at JFK, LaGuardia and Newark Liberty (a ride between two airports pays twice).',
    effectiveDate: '2026-03-15',
    sources: [
      {
        publisher: 'Black Car News',
        title: 'Airport access toll: coal in our stockings',
        url: 'https://www.blackcarnews.com/article/airport-access-toll-coal-in-our-stockings',
      },
      {
        publisher: 'amNY',
        title:
          'Op-Ed | The Port Authority ‘Grinch’ doubles passenger airport access fees this holiday season',
        url: 'https://www.amny.com/columnists/op-ed-the-port-authority-grinch-plans-to-double-passenger-airport-access-fees-this-holiday-season',
      },
    ],
    verified: true,
    note: 'Phased: $3.50 from March 2026, $4.50 from March 2027, $5.00 from March 2028.',
  },
  blackCarFund: {
    name: 'Black Car Fund surcharge',
    value: 300,
    isPercentage: true,
    appliesTo:
      'Percentage of the ride’s fare charges (base, distance, card fee, STC, admin fee and tolls), before ' +
      'the other surcharges and sales tax.',
    effectiveDate: '2020-11-01',
    sources: [
      {
        publisher: 'IAIABC',
        title: 'The Black Car Fund',
        url: 'https://forum.iaiabc.org/speaker/the-black-car-fund/',
      },
      {
        publisher: 'AutoMarketplace',
        title: 'The Black Car Fund Raises Surcharge to 3% in Order to Fund Additional Driver Health Benefits',
        url: 'https://automarketplace.substack.com/p/the-black-car-fund-raises-surcharge',
      },
    ],
    verified: true,
  },
};
