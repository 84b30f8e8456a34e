import { useEffect, useState } from 'react';

/** The value once it has stopped changing for `delayMs` (compared by `key`, so a new equal object does not wait). */
export function useDebouncedValue<T>(value: T, key: string, delayMs: number): T {
  const [settled, setSettled] = useState({ value, key });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = window.setTimeout(() => setSettled({ value, key }), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, key, settled.key, delayMs]);
  return settled.value;
}
