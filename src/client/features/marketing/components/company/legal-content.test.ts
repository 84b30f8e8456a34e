import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/legal.json' with { type: 'json' };
import es from '../../../../locales/es/legal.json' with { type: 'json' };
import { LEGAL_SECTIONS, parseInline, toBlocks } from './legal-content.ts';

describe('parseInline', () => {
  it('splits text, bold and links', () => {
    expect(parseInline('Read **this** and our [Privacy Policy](/privacy).')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'strong', text: 'this' },
      { kind: 'text', text: ' and our ' },
      { kind: 'link', text: 'Privacy Policy', href: '/privacy' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('keeps plain text as one part', () => {
    expect(parseInline('No markup here')).toEqual([{ kind: 'text', text: 'No markup here' }]);
  });
});

describe('toBlocks', () => {
  it('reads paragraphs, lists, sub-headings and callouts and ignores anything else', () => {
    expect(toBlocks(['p', ['a', 'b'], { h: 'H' }, { callout: 'C' }, 3, null])).toEqual([
      { kind: 'p', text: 'p' },
      { kind: 'ul', items: ['a', 'b'] },
      { kind: 'h', text: 'H' },
      { kind: 'callout', text: 'C' },
    ]);
    expect(toBlocks('not a list')).toEqual([]);
  });
});

describe('legal texts', () => {
  for (const [lang, res] of [
    ['en', en],
    ['es', es],
  ] as const) {
    it(`${lang}: every listed section has a title and content`, () => {
      for (const doc of ['terms', 'privacy'] as const) {
        const sections = res[doc].sections as Record<string, { title: string; blocks: unknown }>;
        expect(Object.keys(sections)).toEqual([...LEGAL_SECTIONS[doc]]);
        for (const id of LEGAL_SECTIONS[doc]) {
          expect(sections[id]?.title, `${doc}.${id}`).toBeTruthy();
          expect(toBlocks(sections[id]?.blocks).length, `${doc}.${id}`).toBeGreaterThan(0);
        }
      }
    });
  }
});
