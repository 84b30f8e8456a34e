/**
 * GSM-7, the SMS default alphabet (3GPP TS 23.038): a message written only in it fits 160 characters in one
 * segment (153 per segment when split); anything else (an emoji, "ñ" is fine but "á" is not) makes the whole
 * message UCS-2: 70 characters, 67 per segment. The extension table's characters count twice (escape + char).
 */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENSION = '^{}\\[~]|€\f';
const BASIC_SET = new Set(BASIC);
const EXTENSION_SET = new Set(EXTENSION);

/** True when every character of `text` is in GSM-7 (basic or extension table). */
export function isGsm7(text: string): boolean {
  for (const ch of text) if (!BASIC_SET.has(ch) && !EXTENSION_SET.has(ch)) return false;
  return true;
}

export interface SmsSegments {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the message takes. */
  units: number;
  segments: number;
}

/** How the message is encoded and how many segments it is billed as (0 for an empty message). */
export function smsSegments(text: string): SmsSegments {
  if (isGsm7(text)) {
    let units = 0;
    for (const ch of text) units += EXTENSION_SET.has(ch) ? 2 : 1;
    return {
      encoding: 'GSM-7',
      units,
      segments: units === 0 ? 0 : units <= 160 ? 1 : Math.ceil(units / 153),
    };
  }
  const units = text.length;
  return { encoding: 'UCS-2', units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/**
 * The text in GSM-7 where a close equivalent exists (curly quotes, dashes, accented capitals and the Spanish
 * accents GSM-7 lacks: á í ó ú Á Í Ó Ú), so a message in Spanish still fits one 160-character segment.
 */
export function toGsm7(text: string): string {
  const map: Record<string, string> = {
    '‘': "'",
    '’': "'",
    '“': '"',
    '”': '"',
    '–': '-',
    '—': '-',
    '…': '...',
    á: 'a',
    í: 'i',
    ó: 'o',
    ú: 'u',
    Á: 'A',
    Í: 'I',
    Ó: 'O',
    Ú: 'U',
    ê: 'e',
    â: 'a',
    ' ': ' ',
  };
  return Array.from(text, (ch) => map[ch] ?? ch).join('');
}
