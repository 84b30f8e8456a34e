import { inflateSync } from 'node:zlib';

/** WinAnsi's 0x80–0x9F (Node's TextDecoder reads 'windows-1252' as Latin-1, which has controls there). */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function winAnsi(bytes: Buffer): string {
  let out = '';
  for (const byte of bytes) {
    out += byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte);
  }
  return out;
}

function decodeString(operand: string): string {
  if (operand.startsWith('<')) {
    const hex = operand.slice(1, -1).replace(/\s+/g, '');
    return winAnsi(Buffer.from(hex, 'hex'));
  }
  // A literal string: (text) with backslash escapes.
  const body = operand
    .slice(1, -1)
    .replace(/\\([0-7]{1,3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8)))
    .replace(/\\([nrtbf()\\])/g, (_, c: string) =>
      c === 'n' ? '\n' : c === 'r' ? '\r' : c === 't' ? '\t' : c === 'b' ? '\b' : c === 'f' ? '\f' : c,
    );
  return winAnsi(Buffer.from(body, 'latin1'));
}

function inflated(bytes: Buffer): string {
  const candidates = bytes.at(-1) === 0x0d ? [bytes, bytes.subarray(0, -1)] : [bytes];
  for (const candidate of candidates) {
    try {
      return inflateSync(candidate).toString('latin1');
    } catch {
      // not this one
    }
  }
  return bytes.toString('latin1');
}

/**
 * The text a pdfkit PDF shows, one line per text object (BT … ET), in drawing order: every content stream is
 * inflated (pdfkit compresses them with zlib) and the operands of its Tj / TJ operators are decoded as
 * WinAnsi, the encoding of the built-in fonts. Enough for pdfkit's own output with standard fonts, no more.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // pdfkit writes `stream\n<data>\nendstream`. The data is binary: its last byte may itself be a CR, so
  // it is not taken as part of the end-of-line unless the data does not inflate with it.
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    const content = inflated(Buffer.from(m[1] ?? '', 'latin1'));
    for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      const strings = (block[1] ?? '').match(/<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)/g) ?? [];
      const line = strings.map(decodeString).join('');
      if (line) lines.push(line);
    }
  }
  return lines.join('\n');
}
