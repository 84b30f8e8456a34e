import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  holdToast,
  releaseToast,
  toast,
  TOAST_DURATION,
  TOAST_MIN_AFTER_HOLD,
} from './toast-store.ts';

describe('a toast held by its reader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    dismissToast();
    vi.useRealTimers();
  });

  // The toast's own clock is the one timer the store runs: counting timers shows whether it is running.
  function show(): number {
    return toast({ title: 'Welcome back' });
  }

  it('leaves by itself after 5 seconds when nobody holds it', () => {
    show();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(TOAST_DURATION - 1);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stays while the pointer is over it or focus is in it, then keeps what was left (at least 2 s)', () => {
    const id = show();
    vi.advanceTimersByTime(4500);
    holdToast(id, 'pointer');
    holdToast(id, 'focus');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(60_000);
    // The pointer leaves, focus stays: still held.
    releaseToast(id, 'pointer');
    expect(vi.getTimerCount()).toBe(0);
    releaseToast(id, 'focus');
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(TOAST_MIN_AFTER_HOLD - 1);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('goes on with its remaining time when that is longer than 2 s', () => {
    const id = show();
    vi.advanceTimersByTime(1000);
    holdToast(id, 'pointer');
    vi.advanceTimersByTime(10_000);
    releaseToast(id, 'pointer');
    vi.advanceTimersByTime(TOAST_DURATION - 1000 - 1);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a release of a toast already replaced starts nothing', () => {
    const first = show();
    holdToast(first, 'pointer');
    const second = show();
    expect(vi.getTimerCount()).toBe(1);
    releaseToast(first, 'pointer');
    expect(vi.getTimerCount()).toBe(1);
    dismissToast(second);
    expect(vi.getTimerCount()).toBe(0);
  });
});
