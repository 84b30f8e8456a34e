/**
 * Text helpers of the assistant (pure): the normaliser every comparison goes through, and template filling.
 */

/** Arrows people type between two places ("JFK -> Times Square", "JFK → Midtown", "JFK => LGA"). */
const ARROWS = /\s*(?:-+>|=+>|→|⟶|➔|➜|➡\uFE0F?|⇒)\s*/gu;
/** One token: the arrow, a number with its time/date separators and unit ("3:30pm", "12/24", "42nd"), or a word. */
const TOKEN = /→|\d+(?:[:/.]\d+)*[a-z]*|[\p{L}\p{N}]+/gu;

/**
 * Lower case, accents stripped (NFD, combining marks removed: "mañana" -> "manana"), apostrophes dropped
 * ("what's" -> "whats"), punctuation and symbols collapsed to single spaces. Arrows become "→", a token of
 * their own. Keeps "3:30", "12/24" and "24/7" whole.
 */
export function normalizeText(text: string): string {
  return tokenize(text).join(' ');
}

/** The normalised tokens of a text. */
export function tokenize(text: string): string[] {
  const prepared = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(ARROWS, ' → ')
    .replace(/['’‘`´]/gu, '');
  return prepared.match(TOKEN) ?? [];
}

/** Fills `{name}` placeholders; unknown names are left empty (never "undefined"). */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = values[name];
    return v === undefined ? '' : String(v);
  });
}

/**
 * Text safe to show anywhere: no markup characters (the widget renders text, but an answer must never carry
 * "<" or ">" that came from a message), no control characters, bounded length.
 */
export function plainText(text: string, maxLength = 2000): string {
  const cleaned = text
    .replace(/<[^>]*>/g, '')
    .replace(/[<>]/g, '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
  return cleaned.length > maxLength ? `${cleaned.slice(0, maxLength - 1).trimEnd()}…` : cleaned;
}

/** Is `words` found in `tokens` at `index`? */
export function matchesAt(tokens: readonly string[], index: number, words: readonly string[]): boolean {
  if (index < 0 || index + words.length > tokens.length) return false;
  return words.every((w, i) => tokens[index + i] === w);
}
