import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * i18next 26's `t` (the function `useTranslation` gives every component) copies all of i18next's options (some 70
 * properties) into a new object on every call, for its selector API (`t(($) => $.key)`), which this site does not
 * use. The copy is a third of a call's cost and most of its garbage: 40 µs a call against 27 µs without it, with
 * interpolation values (decision 033), and a page makes hundreds of calls as it first renders. This build plugin
 * makes the copy only when a selector asks for it; nothing else changes.
 *
 * The build fails if i18next's code no longer has the shape replaced here (an upgrade): check whether the new
 * version still copies its options on every call, then update or remove the patch.
 */
const FILE = /[\\/]node_modules[\\/]i18next[\\/]dist[\\/]esm[\\/]i18next\.js$/;

const EAGER = `      const selectorOpts = {
        ...this.options,
        ...o
      };
      if (Array.isArray(scopeNs) && !explicitCallNs) selectorOpts.ns = scopeNs;
      if (typeof o.keyPrefix === 'function') o.keyPrefix = keysFromSelector(o.keyPrefix, selectorOpts);`;

const LAZY = `      let selectorOpts;
      const selector = () => {
        if (selectorOpts) return selectorOpts;
        selectorOpts = {
          ...this.options,
          ...o
        };
        if (Array.isArray(scopeNs) && !explicitCallNs) selectorOpts.ns = scopeNs;
        return selectorOpts;
      };
      if (typeof o.keyPrefix === 'function') o.keyPrefix = keysFromSelector(o.keyPrefix, selector());`;

/** The other readers of the copy, each once in the file: they ask for it. */
const READERS = ['keysFromSelector(k, selectorOpts)', 'keysFromSelector(key, selectorOpts)'];

function only(code: string, text: string): number {
  const at = code.indexOf(text);
  if (at < 0 || code.indexOf(text, at + 1) >= 0)
    throw new Error(
      'i18next-fixed-t: i18next.js no longer has the code this patch replaces (an upgrade?); ' +
        'see scripts/vite/i18next-fixed-t.ts',
    );
  return at;
}

/** i18next.js with `t` copying the options only for a selector; throws when the code is not the expected one. */
export function patchFixedT(
  code: string,
  id = 'i18next.js',
): { code: string; map: ReturnType<MagicString['generateMap']> } {
  const s = new MagicString(code);
  const eager = only(code, EAGER);
  s.overwrite(eager, eager + EAGER.length, LAZY);
  for (const reader of READERS) {
    const at = only(code, reader);
    s.overwrite(at, at + reader.length, reader.replace('selectorOpts', 'selector()'));
  }
  return { code: s.toString(), map: s.generateMap({ source: id, hires: true }) };
}

export function i18nextFixedT(): Plugin {
  return {
    name: 'i18next-fixed-t',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? '';
      return FILE.test(file) ? patchFixedT(code, file) : null;
    },
  };
}
