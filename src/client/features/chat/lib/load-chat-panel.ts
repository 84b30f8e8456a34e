/**
 * The panel (the conversation, the composer, the API call) is its own chunk: the launcher on every page stays
 * tiny, and the panel is fetched when a visitor reaches for the launcher (chat-widget.tsx) or opens it.
 */
export const loadChatPanel = () =>
  import('../components/chat-panel.tsx').then((m) => ({ default: m.ChatPanel }));

/** Runs `task` once the browser is idle after the page has loaded (at the latest after `timeoutMs`). */
export function whenIdle(task: () => void, timeoutMs = 4000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(task, Math.min(timeoutMs, 1500));
  return () => window.clearTimeout(timer);
}
