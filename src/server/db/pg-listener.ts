import pg from 'pg';

/** What a LISTEN delivers: each notification's payload, and word that some may have been missed. */
export interface NotificationHandlers {
  onNotify(payload: string): void;
  /**
   * Called when a dropped LISTEN connection is back: notifications sent while it was down are lost, so the
   * listener should treat everything as changed.
   */
  onReconnect?(): void;
  /** A connection error (logged by the caller); the listener keeps trying. */
  onError?(err: Error): void;
}

/** The first wait before reconnecting, doubled after each failure up to `MAX_BACKOFF_MS`. */
const FIRST_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 10_000;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One dedicated PostgreSQL connection LISTENing on `channel` (a pooled connection cannot: it goes back to the
 * pool). When the connection drops it reconnects with backoff (250 ms doubling to 10 s) and says so
 * (`onReconnect`). Resolves once the first LISTEN is in place; the function it gives stops for good.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let backoff = FIRST_BACKOFF_MS;
  let timer: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 });
    c.on('notification', (msg) => {
      if (msg.channel === channel) handlers.onNotify(msg.payload ?? '');
    });
    c.on('error', (err) => {
      handlers.onError?.(err);
      dropped(c);
    });
    c.on('end', () => dropped(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (err) {
      c.removeAllListeners('end');
      await c.end().catch(() => undefined);
      throw err;
    }
    client = c;
    backoff = FIRST_BACKOFF_MS;
  };

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      if (stopped) return;
      connect().then(
        () => (stopped ? void client?.end().catch(() => undefined) : handlers.onReconnect?.()),
        (err: unknown) => {
          handlers.onError?.(err instanceof Error ? err : new Error(String(err)));
          backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
          retry();
        },
      );
    }, backoff);
    timer.unref();
  };

  function dropped(c: pg.Client): void {
    if (client !== c) return;
    client = null;
    c.removeAllListeners('end');
    void c.end().catch(() => undefined);
    retry();
  }

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
    const c = client;
    client = null;
    if (c) {
      c.removeAllListeners('end');
      await c.end().catch(() => undefined);
    }
  };
}
