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

function emit() {
  for (const l of listeners) l();
}

export function dismissToast(id?: number): void {
  const gone = id === undefined ? toasts : toasts.filter((t) => t.id === id);
  for (const t of gone) {
    clearTimeout(timers.get(t.id));
    timers.delete(t.id);
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
  for (const d of dropped) clearTimeout(timers.get(d.id));
  toasts = [t, ...toasts].slice(0, TOAST_LIMIT);
  if (t.duration > 0 && Number.isFinite(t.duration)) {
    timers.set(
      id,
      setTimeout(() => dismissToast(id), t.duration),
    );
  }
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
