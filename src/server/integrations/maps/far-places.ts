/**
 * Well-known places outside the service area (shared/domain/service-area.ts), by the names people type, so a
 * far place gets the out-of-area answer ("we serve New York City and its surroundings, call us") instead of
 * "cannot be found" or a look-alike town nearby (issue 34: "Boston" offered Bolton, CT).
 *
 * Three sources: the short list below (cities and airports the ZIP data does not hold, and Spanish names), the
 * gazetteer's own places that lie outside the area (Philadelphia, its airport, New Haven…) and the towns of the
 * New York, New Jersey and Connecticut ZIP data outside it (Albany, Buffalo, Hartford…). A name counts only when
 * the text is that name, ends with it ("1 Beacon St, Boston") or is it followed by words that do not make it a
 * local place ("Philadelphia airport", but not "Boston Post Rd" nor "Washington Square"). Callers ask only when
 * nothing inside the area was found for the text.
 */
import { inServiceArea } from '../../../shared/domain/service-area.ts';
import { GAZETTEER } from './gazetteer.data.ts';
import { normalize } from './gazetteer-text.ts';
import { loadZipCentroids } from './zip-centroids.ts';

/** [shown name, names typed]; the shown name's first part is typed too. */
const FAR: readonly (readonly [string, readonly string[]])[] = [
  [
    'New York Stewart International Airport (SWF), New Windsor, NY',
    ['stewart airport', 'swf', 'stewart international'],
  ],
  ['Newburgh, NY', ['newburgh']],
  ['New Hope, PA', ['new hope pa']],
  ['Doylestown, PA', ['doylestown']],
  ['Allentown, PA', ['allentown']],
  ['Bethlehem, PA', ['bethlehem pa']],
  ['Fairfield, CT', ['fairfield ct', 'fairfield connecticut']],
  ['Boston, MA', ['boston', 'boston logan', 'logan airport', 'bos airport', 'cambridge ma']],
  ['Philadelphia, PA', ['philadelphia', 'philly', 'filadelfia', 'phl', 'amtrak philadelphia']],
  [
    'Philadelphia International Airport (PHL), Philadelphia, PA',
    ['philadelphia airport', 'phl airport', 'philadelphia international', 'aeropuerto de filadelfia'],
  ],
  [
    'Washington, DC',
    ['washington dc', 'washington d c', 'dc', 'dca', 'dulles', 'reagan airport', 'washington ciudad'],
  ],
  ['Baltimore, MD', ['baltimore', 'bwi']],
  ['Providence, RI', ['providence']],
  ['Newport, RI', ['newport ri', 'newport rhode island']],
  ['Block Island, RI', ['block island']],
  ['Hartford, CT', ['hartford', 'bradley airport']],
  ['New Haven, CT', ['new haven', 'yale']],
  ['Bridgeport, CT', ['bridgeport']],
  ['Mystic, CT', ['mystic', 'mohegan sun', 'foxwoods']],
  ['Albany, NY', ['albany']],
  ['Buffalo, NY', ['buffalo', 'niagara falls', 'cataratas del niagara']],
  ['Atlantic City, NJ', ['atlantic city']],
  ['Cape May, NJ', ['cape may']],
  ['Trenton, NJ', ['trenton']],
  ['Princeton, NJ', ['princeton']],
  ['Pittsburgh, PA', ['pittsburgh']],
  ['Harrisburg, PA', ['harrisburg']],
  ['Cape Cod, MA', ['cape cod', 'nantucket', 'marthas vineyard', 'hyannis']],
  ['Lake Placid, NY', ['lake placid', 'adirondacks']],
  ['Woodstock, NY', ['woodstock']],
  ['Poughkeepsie, NY', ['poughkeepsie']],
  ['Montreal, QC', ['montreal', 'montreal canada']],
  ['Toronto, ON', ['toronto']],
  ['Chicago, IL', ['chicago']],
  ['Miami, FL', ['miami']],
  ['Orlando, FL', ['orlando']],
  ['Los Angeles, CA', ['los angeles']],
  ['San Francisco, CA', ['san francisco']],
  ['Las Vegas, NV', ['las vegas']],
];

/** Words after a far name that keep it far: "Philadelphia airport", "Boston downtown", "Boston MA". */
const TRAILING_OK: ReadonlySet<string> = new Set(
  (
    'airport aeropuerto international intl station estacion train amtrak 30th street st union downtown centro ' +
    'city ciudad hall center centre ma massachusetts pa pennsylvania dc md maryland ri rhode island ct ' +
    'connecticut nj ny new york jersey usa us logan el la de del the a'
  ).split(' '),
);

let names: Map<string, string> | null = null;

/** Normalised name -> shown name, built once. */
function farNames(): Map<string, string> {
  if (names) return names;
  const map = new Map<string, string>();
  const add = (name: string, shown: string) => {
    const key = normalize(name);
    if (key && !map.has(key)) map.set(key, shown);
  };
  for (const [shown, typed] of FAR) {
    add(shown.split(',')[0] ?? shown, shown);
    for (const t of typed) add(t, shown);
  }
  for (const e of GAZETTEER) {
    if (inServiceArea(e.location)) continue;
    const shown = e.formattedAddress.startsWith(`${e.name}, `)
      ? e.formattedAddress
      : `${e.name}, ${e.formattedAddress}`;
    add(e.name.replace(/\s*\([^)]*\)\s*/g, ' '), shown);
    for (const a of e.aliases) if (a.length >= 4) add(a, shown);
  }
  for (const z of loadZipCentroids()) {
    if (!inServiceArea(z.location)) add(z.city, `${z.city}, ${z.state}`);
  }
  // A town's name that is also a town inside the area (Springfield NJ and MA) is not far.
  for (const z of loadZipCentroids()) {
    if (inServiceArea(z.location)) map.delete(normalize(z.city));
  }
  for (const e of GAZETTEER) {
    if (inServiceArea(e.location) && e.kind === 'city') map.delete(normalize(e.name));
  }
  names = map;
  return map;
}

/**
 * The far place the text names ("Boston, MA" for "1 Beacon St, Boston"), or null. Only a text whose search
 * found nothing inside the area should be asked about (the caller's rule).
 */
export function farPlaceNamed(text: string): string | null {
  const words = normalize(text).split(' ').filter(Boolean);
  if (words.length === 0 || words.length > 14) return null;
  const map = farNames();
  // Leading: the far name followed only by words that keep it far ("philadelphia airport").
  for (let n = Math.min(4, words.length); n >= 1; n--) {
    const shown = map.get(words.slice(0, n).join(' '));
    if (shown && words.slice(n).every((w) => TRAILING_OK.has(w))) return shown;
  }
  // Trailing: a street line or a place, then the far town ("1 beacon st boston", "… boston ma").
  let end = words.length;
  while (end > 1 && TRAILING_OK.has(words[end - 1] as string)) end--;
  for (let n = Math.min(4, end - 1); n >= 1; n--) {
    const shown = map.get(words.slice(end - n, end).join(' '));
    if (shown) return shown;
  }
  return null;
}

/** Words after a name that make it a local place: "Washington Square", "Boston Post Rd", "Providence St". */
const LOCAL_AFTER: ReadonlySet<string> = new Set(
  (
    'square sq heights hts post road rd street st avenue ave park bridge village place pl blvd boulevard ' +
    'market hotel heights terrace lane ln court ct hall irving'
  ).split(' '),
);

let sentenceNames: Map<string, string> | null = null;

/**
 * The far place a sentence names anywhere ("Can you take me to Boston?", "¿Me llevan a Filadelfia?"), from the
 * short list above only: a chat message is full of ordinary words that are also towns somewhere in New York
 * State. A name followed by a street word is a local place ("Washington Square"), not the far one.
 */
export function farPlaceInSentence(text: string): string | null {
  sentenceNames ??= new Map(
    FAR.flatMap(([shown, typed]) =>
      [shown.split(',')[0] ?? shown, ...typed].map((n) => [normalize(n), shown] as const),
    ),
  );
  const words = normalize(text).split(' ').filter(Boolean).slice(0, 60);
  for (let i = 0; i < words.length; i++) {
    for (let n = 4; n >= 1; n--) {
      if (i + n > words.length) continue;
      const shown = sentenceNames.get(words.slice(i, i + n).join(' '));
      if (!shown) continue;
      const next = words[i + n];
      if (next && LOCAL_AFTER.has(next)) continue;
      return shown;
    }
  }
  return null;
}
