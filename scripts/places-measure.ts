/**
 * `npm run places:measure`: the offline place search (the embedded gazetteer) on the real places of
 * test/fixtures/places-200.csv: how many it finds within 150 m, flags approximate, misses, and gets wrong (an
 * exact answer more than 150 m off, or a suggestion that does not name the words typed). Goal: 0 wrong.
 */
import { createGazetteerPlaces } from '../src/server/integrations/maps/gazetteer.provider.ts';
import { measurePlaces, readPlaceRows, summary } from '../test/support/places-measure.ts';

const rows = readPlaceRows();
const results = await measurePlaces(createGazetteerPlaces(), rows);
const verbose = process.argv.includes('--all');
for (const r of results) {
  if (!verbose && r.outcome !== 'wrong' && r.outcome !== 'not-found') continue;
  const where = r.metres === null ? '' : ` (${r.metres} m)`;
  console.log(
    `${r.outcome.padEnd(11)} ${r.row.query} -> ${r.offered ?? 'nothing'}${where}${r.why ? `: ${r.why}` : ''}`,
  );
}
const s = summary(results);
for (const group of ['manhattan-address', 'borough-address', 'nearby', 'venue'] as const) {
  const g = summary(results.filter((r) => r.row.group === group));
  console.log(
    `${group}: ${g.count} rows, ${g.found} found, ${g.approximate} approximate, ${g.notFound} not found, ${g.wrong} wrong`,
  );
}
console.log(s.text);
process.exitCode = s.wrong > 0 ? 1 : 0;
