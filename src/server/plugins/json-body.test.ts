import { describe, expect, it } from 'vitest';
import { jsonDeeperThan } from './json-body.ts';

describe('jsonDeeperThan', () => {
  it('counts arrays and objects, up to the limit and one past it', () => {
    expect(jsonDeeperThan('[[1]]', 2)).toBe(false);
    expect(jsonDeeperThan('[[[1]]]', 2)).toBe(true);
    expect(jsonDeeperThan('{"a":{"b":[]}}', 3)).toBe(false);
    expect(jsonDeeperThan('{"a":{"b":[]}}', 2)).toBe(true);
    expect(jsonDeeperThan('[[],[],[],[]]', 2)).toBe(false);
    expect(jsonDeeperThan('"text"', 0)).toBe(false);
  });

  it('skips brackets inside strings, escaped quotes and backslashes included', () => {
    expect(jsonDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(jsonDeeperThan(JSON.stringify({ a: 'say \\"[[[[\\" \\\\' }), 1)).toBe(false);
    expect(jsonDeeperThan(`${JSON.stringify(['\\'])}`.slice(0, -1) + ',[[]]]', 1)).toBe(true);
  });

  it('stops at the first level too deep, whatever follows', () => {
    expect(jsonDeeperThan('['.repeat(1_000_000), 32)).toBe(true);
  });
});
