/** Date shown as "Last updated" on the Terms of Service and the Privacy Policy (ISO, New York date). */
export const LEGAL_LAST_UPDATED = '2026-11-26';

/** Section order and in-page anchors of each legal document; the text lives in the 'legal' namespace. */
export const LEGAL_SECTIONS = {
  terms: [
    'agreement',
    'licensing',
    'bookings',
    'included',
    'payment',
    'cancellation',
    'waiting',
    'conduct',
    'minors',
    'damage',
    'liability',
    'accounts',
    'changes',
    'law',
    'contact',
  ],
  privacy: [
    'who',
    'collect',
    'use',
    'sharing',
    'cookies',
    'emails',
    'retention',
    'security',
    'rights',
    'children',
    'changes',
    'contact',
  ],
} as const;

export type LegalDoc = keyof typeof LEGAL_SECTIONS;

/** One block of a section: a paragraph, a bullet list, a sub-heading or a highlighted note. */
export type LegalBlock =
  | { kind: 'p'; text: string }
  | { kind: 'ul'; items: string[] }
  | { kind: 'h'; text: string }
  | { kind: 'callout'; text: string };

/** Reads the blocks of a section from the translation resource ("text", ["item", …], {h}, {callout}). */
export function toBlocks(value: unknown): LegalBlock[] {
  if (!Array.isArray(value)) return [];
  const blocks: LegalBlock[] = [];
  for (const raw of value as unknown[]) {
    if (typeof raw === 'string') blocks.push({ kind: 'p', text: raw });
    else if (Array.isArray(raw))
      blocks.push({ kind: 'ul', items: raw.filter((i): i is string => typeof i === 'string') });
    else if (raw && typeof raw === 'object') {
      const o = raw as Record<string, unknown>;
      if (typeof o.h === 'string') blocks.push({ kind: 'h', text: o.h });
      else if (typeof o.callout === 'string') blocks.push({ kind: 'callout', text: o.callout });
    }
  }
  return blocks;
}

export type InlinePart =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Splits a sentence into text, **bold** and [link](href) parts (the only markup the legal text uses). */
export function parseInline(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE)) {
    const index = m.index;
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) });
    if (m[1] !== undefined) parts.push({ kind: 'strong', text: m[1] });
    else if (m[2] !== undefined && m[3] !== undefined) parts.push({ kind: 'link', text: m[2], href: m[3] });
    last = index + m[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
