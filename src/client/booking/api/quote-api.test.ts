import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuoteRequest } from '../../../shared/contracts/quotes.ts';
import { fetchQuote, quoteQuery } from './quote-api.ts';

const ride: QuoteRequest = {
  serviceType: 'point-to-point',
  pickupDateTime: '2030-07-01T18:30:00.000Z',
  pickup: 'JFK Terminal 4',
  destination: 'Times Square',
};
const answer = { vehicles: [] };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const unknownPackage = {
  message: 'Unknown package',
  code: 'booking.unknownPackage',
  fieldErrors: { packageId: { code: 'booking.unknownPackage' } },
};
const sentBodies = (fn: ReturnType<typeof vi.fn>) =>
  fn.mock.calls.map((c) => JSON.parse(String((c[1] as RequestInit).body)) as QuoteRequest);

afterEach(() => vi.unstubAllGlobals());

describe('fetchQuote', () => {
  it('a package the server does not price is asked again without it, and left out of later quotes at once', async () => {
    const fetch = vi.fn((_url: string, init: RequestInit) =>
      Promise.resolve(
        (JSON.parse(String(init.body)) as QuoteRequest).packageId
          ? json(400, unknownPackage)
          : json(200, answer),
      ),
    );
    vi.stubGlobal('fetch', fetch);
    const labelled = { ...ride, packageId: 'label-only-package' };
    await expect(fetchQuote(labelled)).resolves.toEqual(answer);
    expect(sentBodies(fetch).map((b) => b.packageId)).toEqual(['label-only-package', undefined]);
    fetch.mockClear();
    // The next change (an extra) is one request.
    await expect(fetchQuote({ ...labelled, extras: { meetAndGreet: true } })).resolves.toEqual(answer);
    expect(sentBodies(fetch)).toEqual([{ ...ride, extras: { meetAndGreet: true } }]);
  });

  it('another refusal is shown by the page, not asked again', async () => {
    const fetch = vi.fn(() => Promise.resolve(json(400, { message: 'Too soon', code: 'booking.tooFar' })));
    vi.stubGlobal('fetch', fetch);
    await expect(fetchQuote({ ...ride, packageId: 'standard' })).rejects.toMatchObject({
      code: 'booking.tooFar',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('the query passes its signal: a quote nobody waits for any more is aborted', async () => {
    let seen: AbortSignal | undefined;
    const fetch = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          seen = init.signal ?? undefined;
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();
    const options = quoteQuery(ride);
    const pending = client.fetchQuery(options).catch((e: unknown) => e);
    await vi.waitFor(() => expect(seen).toBeDefined());
    await client.cancelQueries({ queryKey: options.queryKey });
    await pending;
    expect(seen?.aborted).toBe(true);
  });
});
