import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription: its P-256 key pair and auth secret (RFC 8291). */
export interface BrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
  /** As PushSubscription.toJSON() gives them (base64url). */
  json: { p256dh: string; auth: string };
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * Decrypts an aes128gcm push message body (RFC 8188 framing, RFC 8291 keys) as the browser does: the header
 * carries the salt, record size and the server's public key; the key comes from ECDH with the browser's private
 * key and HKDF with its auth secret. One record, padding delimiter 0x02.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const secret = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverPublic]);
  const ikm = hkdf(keys.auth, secret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error('no last-record padding delimiter');
  return plain.subarray(0, end).toString('utf8');
}

export interface PushServiceStandIn {
  baseUrl: string;
  /** The messages received, decrypted with the keys of the subscription they were sent to. */
  received: { path: string; headers: IncomingHttpHeaders; payload: unknown }[];
  /** The browser keys of each endpoint path the test subscribed. */
  keys: Map<string, BrowserKeys>;
  /** The status to answer with (201 by default; 410 once the browser dropped the subscription). */
  status: number;
  close(): Promise<void>;
}

/** A local push service: accepts POSTs to any path it holds keys for, decrypts and records them. */
export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const state = { received: [], keys: new Map(), status: 201 } as Omit<
    PushServiceStandIn,
    'baseUrl' | 'close'
  >;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const keys = state.keys.get(path);
      if (state.status !== 201 || !keys || req.headers['content-encoding'] !== 'aes128gcm') {
        res.writeHead(keys ? state.status : 404).end();
        return;
      }
      const payload: unknown = JSON.parse(decryptPush(Buffer.concat(chunks), keys));
      state.received.push({ path, headers: req.headers, payload });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}
