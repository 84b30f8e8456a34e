/**
 * A Server-Sent Events client for tests against a listening server (app.inject cannot hold a stream open): the
 * status and headers, then the events as they come, parsed (`event:`, `data:`, comments, `retry:`).
 */
export interface SseEvent {
  /** The event name; `comment` for a comment line, `retry` for a retry field. */
  event: string;
  data: string;
}

export interface SseClient {
  status: number;
  headers: Headers;
  /** Everything received so far. */
  events: SseEvent[];
  /** The first event (from the start) matching `match` not taken before; rejects after `timeoutMs`. */
  next(match: (e: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const taken = new Set<SseEvent>();
  const waiters = new Set<() => unknown>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  const parse = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) events.push({ event: 'comment', data: line.slice(1).trim() });
      else if (line.startsWith('retry:')) events.push({ event: 'retry', data: line.slice(6).trim() });
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    if (data.length) events.push({ event, data: data.join('\n') });
  };
  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let i: number;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          parse(buffer.slice(0, i));
          buffer = buffer.slice(i + 2);
        }
        wake();
      }
    } catch {
      /* aborted by close() */
    } finally {
      wake();
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    events,
    ended,
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find((e) => !taken.has(e) && match(e));
          if (!found) return false;
          taken.add(found);
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => abort.abort(),
  };
}

/** The parsed data of a `change` event. */
export const changeOf = (e: SseEvent) =>
  JSON.parse(e.data) as { kinds: string[]; bookings: string[]; drivers: string[]; all: boolean };
