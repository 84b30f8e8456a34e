import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '../../shared/contracts/live.ts';
import { startLiveInvalidation, type EventSourceLike } from './live-events.ts';

class FakeSource implements EventSourceLike {
  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: unknown) {
    for (const l of this.listeners.get(type) ?? []) l({ data: JSON.stringify(data) } as MessageEvent<string>);
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

const change = (bookings: string[], all = false): LiveChange => ({
  kinds: ['booking'],
  bookings,
  drivers: [],
  all,
});

describe('startLiveInvalidation', () => {
  let sources: FakeSource[];
  let invalidate: ReturnType<typeof vi.fn<() => void>>;
  const start = (filter?: (c: LiveChange) => boolean) =>
    startLiveInvalidation({
      url: '/api/admin/dispatch/events',
      open: (url) => {
        const s = new FakeSource(url);
        sources.push(s);
        return s;
      },
      invalidate,
      filter,
      minIntervalMs: 1_000,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    sources = [];
    invalidate = vi.fn<() => void>();
  });
  afterEach(() => vi.useRealTimers());

  it('invalidates on a change at once, then at most once a second, never dropping the last', () => {
    start();
    const s = sources[0]!;
    s.emit('ready', {});
    expect(invalidate).not.toHaveBeenCalled();
    s.emit('change', change(['a']));
    expect(invalidate).toHaveBeenCalledTimes(1);
    s.emit('change', change(['b']));
    s.emit('change', change(['c']));
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('lets through only the changes the filter wants, and every "all" change', () => {
    start((c) => c.bookings.includes('mine'));
    const s = sources[0]!;
    s.emit('change', change(['other']));
    expect(invalidate).not.toHaveBeenCalled();
    s.emit('change', change([], true));
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    s.emit('change', change(['mine']));
    expect(invalidate).toHaveBeenCalledTimes(2);
    s.emit('change', 'not a change');
    vi.advanceTimersByTime(2_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('reads again after a reconnection, and reopens a stream closed for good after a backoff', () => {
    start();
    const first = sources[0]!;
    first.emit('ready', {});
    first.fail(0); // the browser retries by itself
    expect(sources).toHaveLength(1);
    first.emit('ready', {});
    expect(invalidate).toHaveBeenCalledTimes(1);
    first.fail(2); // refused (429/503): closed for good
    expect(first.closed).toBe(true);
    vi.advanceTimersByTime(1_999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]!.fail(2);
    vi.advanceTimersByTime(3_999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
  });

  it('closes the stream and every timer when stopped', () => {
    const stop = start();
    const s = sources[0]!;
    s.emit('change', change(['a']));
    s.emit('change', change(['b']));
    stop();
    expect(s.closed).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
