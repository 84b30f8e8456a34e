import { useSyncExternalStore } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** Milliseconds; the specification's default is 5000. */
  duration?: number;
}
export interface Toast extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

/** The specification allows one toast at a time: a new one replaces the current one. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION = 5000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
/** When each running timer ends (ms since the epoch), and what is left of a held one. */
const endsAt = new Map<number, number>();
const heldLeft = new Map<number, number>();
/** Why a toast is held: the pointer is over it, focus is in it (either keeps it). */
export type ToastHold = 'pointer' | 'focus';
const holds = new Map<number, Set<ToastHold>>();
/** A held toast keeps at least this long once let go, so it can still be read (WCAG 2.2.1, timing adjustable). */
export const TOAST_MIN_AFTER_HOLD = 2000;

function forget(id: number) {
  endsAt.delete(id);
  heldLeft.delete(id);
  holds.delete(id);
}

function startTimer(id: number, ms: number) {
  clearTimeout(timers.get(id));
  endsAt.set(id, Date.now() + ms);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), ms),
  );
}

/**
 * Stops a toast's clock while the pointer is over it or focus is in it (F8 moves focus there): a reader is not
 * raced by the 5 seconds. `releaseToast` starts it again with what was left, and never less than 2 seconds.
 */
export function holdToast(id: number, why: ToastHold): void {
  const end = endsAt.get(id);
  if (end === undefined) return;
  const reasons = holds.get(id) ?? new Set<ToastHold>();
  reasons.add(why);
  holds.set(id, reasons);
  if (heldLeft.has(id)) return;
  clearTimeout(timers.get(id));
  timers.delete(id);
  heldLeft.set(id, Math.max(0, end - Date.now()));
}

export function releaseToast(id: number, why: ToastHold): void {
  const reasons = holds.get(id);
  reasons?.delete(why);
  if (reasons && reasons.size > 0) return;
  holds.delete(id);
  const left = heldLeft.get(id);
  if (left === undefined || !toasts.some((t) => t.id === id)) return;
  heldLeft.delete(id);
  startTimer(id, Math.max(left, TOAST_MIN_AFTER_HOLD));
}

function emit() {
  for (const l of listeners) l();
}

export function dismissToast(id?: number): void {
  const gone = id === undefined ? toasts : toasts.filter((t) => t.id === id);
  for (const t of gone) {
    clearTimeout(timers.get(t.id));
    timers.delete(t.id);
    forget(t.id);
  }
  toasts = id === undefined ? [] : toasts.filter((t) => t.id !== id);
  emit();
}

/** Takes away every error toast: a step that then succeeds leaves no stale failure over the next one. */
export function dismissErrorToasts(): void {
  for (const t of toasts) if (t.variant === 'destructive') dismissToast(t.id);
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  const t: Toast = { id, variant: 'default', duration: TOAST_DURATION, ...input };
  const dropped = toasts.slice(0, Math.max(0, toasts.length - TOAST_LIMIT + 1));
  for (const d of dropped) {
    clearTimeout(timers.get(d.id));
    timers.delete(d.id);
    forget(d.id);
  }
  toasts = [t, ...toasts].slice(0, TOAST_LIMIT);
  if (t.duration > 0 && Number.isFinite(t.duration)) startTimer(id, t.duration);
  emit();
  return id;
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
