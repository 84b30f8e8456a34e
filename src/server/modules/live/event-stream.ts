import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * One Server-Sent Events response (decision 047). The reply is hijacked, so Fastify's onSend hooks (compression,
 * which would buffer it) never see it: the headers already set on the reply (security headers, request id) are
 * copied, then `text/event-stream` unbuffered and uncached. `close()` ends it from the server (shutdown, a slow
 * reader); `onClose` runs once, however it ended.
 */
export interface EventStream {
  send(event: string, data: string): void;
  /** A comment line: keeps proxies and the connection's idle timeout from closing a quiet stream. */
  comment(text: string): void;
  close(): void;
  readonly closed: boolean;
}

/** A reader this far behind (bytes not yet taken by the socket) is cut off; it reconnects and reads afresh. */
const MAX_BUFFERED_BYTES = 256 * 1024;

export function openEventStream(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { retryMs: number; onClose: () => void },
): EventStream {
  reply.hijack();
  const res = reply.raw;
  let closed = false;
  const finish = () => {
    if (closed) return;
    closed = true;
    opts.onClose();
  };
  res.on('close', finish);
  // Gone while the stream was being set up: no 'close' will come.
  if (res.destroyed || req.raw.socket.destroyed) queueMicrotask(finish);

  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  res.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // The connection ends with the stream: a stream ended by the server's shutdown leaves no idle keep-alive
    // connection for `close()` to wait on (the browser reconnects on a new one).
    connection: 'close',
    // nginx and similar proxies: pass each event on at once.
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();

  const write = (text: string) => {
    if (closed) return;
    res.write(text);
    if (res.writableLength > MAX_BUFFERED_BYTES) stream.close();
  };
  const stream: EventStream = {
    send(event, data) {
      write(`event: ${event}\ndata: ${data.replace(/\n/g, '\ndata: ')}\n\n`);
    },
    comment(text) {
      write(`: ${text.replace(/\n/g, ' ')}\n\n`);
    },
    close() {
      if (!res.writableEnded) res.end();
      finish();
    },
    get closed() {
      return closed;
    },
  };
  write(`retry: ${opts.retryMs}\n\n`);
  return stream;
}
