/**
 * pdfkit's measuring of its built-in (standard) fonts, done once per process instead of once per document and
 * word: the receipt PDF is rendered on the confirmation's request path (decision 031). pdfkit exports neither of
 * the classes involved; they are reached through a document's font.
 */
import type PDFDocument from 'pdfkit';

type AfmMetrics = Record<'attributes' | 'glyphWidths' | 'boundingBoxes' | 'kernPairs', unknown>;
let fontMetricsMemoized = false;
type AfmParse = ((this: AfmMetrics, contents: string) => void) & { unmemoized?: AfmParse };

/**
 * pdfkit parses a standard font's metrics file (AFM, about 60 KB of text, by regular expressions) for every font
 * of every document: 60% of a receipt's rendering, which sits on the confirmation's request path. The parsed
 * tables are only read afterwards, so they are kept per file content and shared. pdfkit does not export its
 * AFM class; it is reached through the first document's font, once per process (the replacements keep
 * pdfkit's own functions as `unmemoized`), and left alone should its shape change.
 */
export function memoizeFontMetrics(doc: InstanceType<typeof PDFDocument>): void {
  if (fontMetricsMemoized) return;
  fontMetricsMemoized = true;
  const afm = (
    doc as unknown as { _font?: { font?: { constructor?: { prototype?: { parse?: AfmParse } } } } }
  )._font?.font?.constructor?.prototype;
  const parse = afm?.parse;
  if (!afm || typeof parse !== 'function') return;
  const parsed = new Map<string, AfmMetrics>();
  const memoized: AfmParse = function (contents) {
    const hit = parsed.get(contents);
    if (hit) {
      Object.assign(this, hit);
      return;
    }
    parse.call(this, contents);
    const { attributes, glyphWidths, boundingBoxes, kernPairs } = this;
    parsed.set(contents, { attributes, glyphWidths, boundingBoxes, kernPairs });
  };
  memoized.unmemoized = parse;
  afm.parse = memoized;
  memoizeWidths(doc);
}

type WidthOfString = ((this: { name: string }, text: string, size: number) => number) & {
  unmemoized?: WidthOfString;
};
const WIDTHS_PER_FONT_MAX = 5_000;

/**
 * Line wrapping measures every word of every line (a quarter of a receipt's rendering after the metrics): a
 * standard font's width of a text is kept per font at size 1000 and scaled, as pdfkit itself scales it, so the
 * layout is the same to the last digit.
 */
function memoizeWidths(doc: InstanceType<typeof PDFDocument>): void {
  const font = (
    doc as unknown as { _font?: { constructor?: { prototype?: { widthOfString?: WidthOfString } } } }
  )._font?.constructor?.prototype;
  const width = font?.widthOfString;
  if (!font || typeof width !== 'function') return;
  const widths = new Map<string, Map<string, number>>();
  const memoized: WidthOfString = function (text, size) {
    let known = widths.get(this.name);
    if (!known) widths.set(this.name, (known = new Map()));
    const key = `${text}`;
    let atThousand = known.get(key);
    if (atThousand === undefined) {
      atThousand = width.call(this, key, 1000);
      if (known.size >= WIDTHS_PER_FONT_MAX) known.clear();
      known.set(key, atThousand);
    }
    return atThousand * (size / 1000);
  };
  memoized.unmemoized = width;
  font.widthOfString = memoized;
}
