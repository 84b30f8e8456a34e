import { describe, expect, it } from 'vitest';
import { newYorkNow } from './new-york-time.ts';

describe('newYorkNow', () => {
  it('gives the New York date and time, not the UTC ones', () => {
    // 04:59Z on the 25th is 23:59 EST on the 24th; 2030-07-01 18:30Z is 14:30 EDT.
    expect(newYorkNow(new Date('2026-12-25T04:59:00Z'))).toEqual({ date: '2026-12-24', time: '23:59' });
    expect(newYorkNow(new Date('2030-07-01T18:30:00Z'))).toEqual({ date: '2030-07-01', time: '14:30' });
    expect(newYorkNow(new Date('2026-12-25T05:00:00Z'))).toEqual({ date: '2026-12-25', time: '00:00' });
  });
});
