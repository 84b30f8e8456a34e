import { describe, expect, it } from 'vitest';
import type { LiveChange } from '../../../../shared/contracts/live.ts';
import { attentionFollows } from './admin-attention.ts';

const change = (kinds: LiveChange['kinds'], all = false): LiveChange => ({
  kinds,
  bookings: [],
  drivers: [],
  all,
});

describe('the admin header count follows', () => {
  it('a booking or a trip change', () => {
    expect(attentionFollows(change(['booking']))).toBe(true);
    expect(attentionFollows(change(['trip']))).toBe(true);
    expect(attentionFollows(change(['driver', 'trip']))).toBe(true);
  });
  it('not a chauffeur-only change (a position, duty)', () => {
    expect(attentionFollows(change(['driver']))).toBe(false);
  });
  it('a change that says everything may have changed', () => {
    expect(attentionFollows(change(['driver'], true))).toBe(true);
    expect(attentionFollows(change([], true))).toBe(true);
  });
});
