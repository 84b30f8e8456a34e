/**
 * Ranking a text query against the gazetteer's index (gazetteer-index.ts): prefix and fuzzy matching, one
 * missing word allowed for short queries, and exact names, name prefixes and terminal letters ranked first.
 */
import type { SearchResult } from 'minisearch';
import { KIND_WORDS, type Index, type Item } from './gazetteer-index.ts';
import { keyOf, REGION_WORDS } from './gazetteer-text.ts';

function fuzziness(term: string): number {
  if (/^\d+$/.test(term)) return 0;
  return term.length >= 7 ? 2 : term.length >= 4 ? 1 : 0;
}

/**
 * A wrong match is worse than none (issue 34): a place is offered only when each typed word begins a word of
 * its name, an alias or the place it is in ("botanic" -> Botanical Garden; "Peter Luger" is not Stuyvesant
 * Town, "Boston" is not Bolton). A long word (7 letters or more) may be a typo of one of those words, two
 * letters off at most ("brookyln", "lagaurdia"); a shorter one must be spelt right. Fuzzy matching still
 * finds candidates; this rule decides which may be shown.
 */
export function namesEveryWord(item: Item, terms: readonly string[], query = ''): boolean {
  const own = [...item.names, ...KIND_WORDS[item.place.kind].split(' ')];
  // A state typed is the place's state: "New Jersey Performing Arts Center" is not Lincoln Center.
  const typed = ` ${query} `;
  const state = / (?:nj|new jersey) /.test(typed) ? 'nj' : / (?:ct|connecticut) /.test(typed) ? 'ct' : null;
  if (state && !keyOf(item.place.formattedAddress).split(' ').includes(state)) return false;
  if (terms.every((t) => named(t, own))) return true;
  // A text naming the place and then its address ("Westchester County Airport (HPN), 240 Airport Rd, …", a
  // suggestion's own line typed back): its street words count too.
  const name = keyOf(item.place.name.replace(/\([^)]*\)/g, ' ')).split(' ');
  const words = ` ${query} `;
  if (!name.every((w) => words.includes(` ${w} `))) return false;
  const all = [...own, ...item.keys.flatMap((k) => k.split(' '))];
  return terms.every((t) => named(t, all));
}

/** A typed word is one of these words: a number whole, a word as a prefix or, when long, with a typo or two. */
function named(t: string, own: readonly string[]): boolean {
  if (REGION_WORDS.has(t) && !NAME_WORDS.has(t)) return true;
  // A number is a whole word ("1 Bowling Green" is not the 10004 of Bowling Green's ZIP).
  if (/^\d/.test(t)) return own.includes(t);
  return own.some(
    (w) => w.startsWith(t) || (t.length >= 7 && Math.abs(w.length - t.length) <= 2 && typos(t, w) <= 2),
  );
}

/** Region words that are also part of names ("New Haven" is not Mott Haven, "York Ave" is a street). */
const NAME_WORDS: ReadonlySet<string> = new Set(['new', 'york', 'jersey']);

/** Edits between two words (insertions, deletions, substitutions, swaps of neighbours), stopping past 2. */
function typos(a: string, b: string): number {
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const prev = rows[i - 1] as number[];
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
      row.push(d);
    }
    if (i > 0 && Math.min(...row) > 2) return 3;
    rows.push(row);
  }
  return (rows[a.length] as number[])[b.length] as number;
}

export function textSearch(
  { search, items }: Index,
  query: string,
  terms: string[],
  limit: number,
  letters: readonly string[] = [],
  fullQuery = query,
): Item[] {
  const options = {
    fields: ['name', 'aliases', 'area', 'kindText'],
    boost: { name: 3, aliases: 2.5, area: 1, kindText: 1.5 },
    prefix: true,
    // A long query is a pasted address line, spelt right; fuzzy matching many words only costs time.
    fuzzy: terms.length <= 4 ? (term: string) => fuzziness(term) : false,
    boostDocument: (id: number) => items[id]?.boost ?? 1,
    tokenize: (text: string) => text.split(' '),
    processTerm: (term: string) => term,
  };
  let results: SearchResult[] = search.search(query, { ...options, combineWith: 'AND' });
  if (results.length === 0 && terms.length >= 2 && terms.length <= 4) {
    // One word may be misspelt beyond repair or not in our data ("plaza hotel nyc"): allow one miss,
    // but not of the longest word ("new jersey" is not a match for everything "new").
    const longest = Math.max(...terms.map((t) => t.length));
    results = search
      .search(query, { ...options, combineWith: 'OR' })
      .filter(
        (r) =>
          r.queryTerms.length >= terms.length - 1 &&
          (terms.length > 2 || r.queryTerms.some((t) => t.length === longest)),
      );
  }
  const scored: { item: Item; score: number }[] = [];
  for (const r of results.slice(0, 80)) {
    const item = items[r.id as number];
    if (!item || !namesEveryWord(item, terms, fullQuery)) continue;
    // A misspelt word that matched one whole name ("brookyln" -> "brooklyn") counts as exact too.
    const corrected = r.terms.length === terms.length ? r.terms.join(' ') : query;
    const exact = item.keys.includes(query) || item.keys.includes(corrected) || item.keys.includes(fullQuery);
    const starts = !exact && item.keys.some((k) => k.startsWith(query));
    // Terminal letters ("lga terminal b", "ewr c") are too short to search for; they pick among the hits.
    const words = letters.length ? item.prediction.mainText.toLowerCase().split(/[^a-z0-9]+/) : [];
    const letter = letters.some((l) => words.includes(l));
    scored.push({ item, score: r.score * (exact ? 4 : starts ? 1.6 : 1) * (letter ? 3 : 1) });
  }
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, limit).map((s) => s.item);
}
