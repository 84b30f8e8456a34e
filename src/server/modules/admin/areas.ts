import { sql, type SQL } from 'drizzle-orm';
import {
  AREAS,
  GRID_ORIGIN_LNG,
  GRID_SLOPE,
  MILES_PER_DEG_LAT,
  MILES_PER_DEG_LNG,
  addressWords,
  type AreaEntry,
  type AreaShape,
} from '../../../shared/domain/nyc-areas.ts';

/**
 * The area table of `shared/domain/nyc-areas.ts` as one SQL CASE expression, so the database classifies every
 * booking's pickup and destination inside the query that aggregates them (popular routes). Every number and
 * word comes from that table, never from a request, and is written into the SQL as a literal; the columns are
 * the caller's constants. Polygons use PostgreSQL's own geometry (`polygon @> point`, no extension needed).
 */

const num = (n: number) => {
  if (!Number.isFinite(n)) throw new Error(`area table: not a number (${n})`);
  return String(n);
};
const quote = (s: string) => `'${s.replace(/'/g, "''")}'`;

function shapeTest(shape: AreaShape, lat: string, lng: string): string {
  if (shape.kind === 'circle') {
    const [cx, cy] = shape.center;
    return `power((${lng} - ${num(cx)}) * ${num(MILES_PER_DEG_LNG)}, 2) + power((${lat} - ${num(cy)}) * ${num(
      MILES_PER_DEG_LAT,
    )}, 2) <= ${num(shape.radiusMiles * shape.radiusMiles)}`;
  }
  const points = shape.points.map(([x, y]) => `(${num(x)},${num(y)})`).join(',');
  const xs = shape.points.map(([x]) => x);
  const ys = shape.points.map(([, y]) => y);
  // The bounding box first: most points fail it with two comparisons, before the polygon is walked.
  const box = `${lat} between ${num(Math.min(...ys))} and ${num(Math.max(...ys))} and ${lng} between ${num(
    Math.min(...xs),
  )} and ${num(Math.max(...xs))}`;
  return `${box} and '(${points})'::polygon @> point(${lng}, ${lat})`;
}

function entryKey(entry: AreaEntry, lat: string, lng: string): string {
  if (typeof entry.key === 'string') return quote(entry.key);
  const northing = `(${lat} + ${num(GRID_SLOPE)} * (${lng} - (${num(GRID_ORIGIN_LNG)})))`;
  const bands = entry.key
    .map((b) =>
      b.below === null ? `else ${quote(b.key)}` : `when ${northing} < ${num(b.below)} then ${quote(b.key)}`,
    )
    .join(' ');
  return `(case ${bands} end)`;
}

/** The words of an address column as `addressWords` reads them (lower-case letters and digits, spaced). */
function wordsOf(address: string): string {
  return `(' ' || trim(regexp_replace(lower(coalesce(${address}, '')), '[^a-z0-9]+', ' ', 'g')) || ' ')`;
}

/**
 * The area key of a point (`lat`, `lng` columns), or of the `address` column's words when the point is
 * unknown; 'other' when nothing matches. Mirrors `areaOf`; an API test checks that both agree.
 */
export function areaSql(lat: string, lng: string, address: string): SQL {
  const byWords = AREAS.flatMap((entry) =>
    typeof entry.key === 'string' && entry.addressWords?.length
      ? [
          `when ${entry.addressWords.map((w) => `${wordsOf(address)} like ${quote(`%${addressWords(w)}%`)}`).join(' or ')} then ${quote(entry.key)}`,
        ]
      : [],
  );
  const byPoint = AREAS.map(
    (entry) => `when ${shapeTest(entry.shape, lat, lng)} then ${entryKey(entry, lat, lng)}`,
  );
  return sql.raw(
    `(case when ${lat} is null or ${lng} is null then (case ${byWords.join(' ')} else 'other' end) ${byPoint.join(
      ' ',
    )} else 'other' end)`,
  );
}
