import { useEffect, useState } from 'react';

/** Becomes true once the browser is idle after the first render (at the latest after `timeoutMs`). */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), Math.min(timeoutMs, 300));
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
