import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The one way every limiter in the product names a client (decision 035): an IPv4 address as it is; an IPv6
 * address by its /64 network (`2001:db8:1:2::/64`), since one subscriber's network hands any machine on it any of
 * 2^64 addresses; an IPv4 client seen through an IPv6 socket (`::ffff:203.0.113.7`, also written
 * `::ffff:cb00:7107`) as that IPv4 address. Any spelling of one address gives one key: compressed or not, upper
 * or lower case, leading zeros, a zone id (`fe80::1%eth0`) or brackets. Anything else (no address at all) is
 * kept as it came, lower case.
 */
export function addressKey(ip: string): string {
  let address = ip.trim().toLowerCase();
  if (address.startsWith('[') && address.endsWith(']')) address = address.slice(1, -1);
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip.trim().toLowerCase();
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return `${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`;
  }
  return `${[a, b, c, d].map((x) => x.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (without zone), an embedded IPv4 tail included. */
function ipv6Groups(address: string): number[] | null {
  const toGroups = (part: string): number[] => {
    if (part === '') return [];
    const out: number[] = [];
    for (const piece of part.split(':')) {
      if (piece.includes('.')) {
        const [p = 0, q = 0, r = 0, s = 0] = piece.split('.').map(Number);
        out.push((p << 8) | q, (r << 8) | s);
      } else out.push(parseInt(piece, 16));
    }
    return out;
  };
  const double = address.indexOf('::');
  const head = toGroups(double >= 0 ? address.slice(0, double) : address);
  const tail = double >= 0 ? toGroups(address.slice(double + 2)) : [];
  const missing = 8 - head.length - tail.length;
  if (missing < 0 || (double < 0 && missing !== 0)) return null;
  return [...head, ...Array<number>(missing).fill(0), ...tail];
}

/** What a limiter counts one hit by: the client's address, and what else the limiter keys on. */
export interface LimiterSubject {
  /** The client address as the request gave it (`req.ip`): the limiter sees only its `addressKey`. */
  ip: string;
  /** The account, mailbox, session, code … the limiter also keys on, when it does. */
  subject?: string;
}

export interface LimiterDefinition {
  /** Unique; the first part of every key of its counters. */
  readonly name: string;
  /** What it counts by, in words (the listing): 'address', 'account + address', 'recipient mailbox' … */
  readonly keyedBy: string;
  /** The counter key for one hit: `<name>:<part>`, the part made from the address key, never the raw address. */
  key(hit: LimiterSubject): string;
}

const registry = new Map<string, LimiterDefinition>();

/**
 * Declares a limiter and registers it in the listing (`registeredLimiters`). `part` builds the key from the
 * client's `addressKey` (and the subject): it never sees the raw address, so no limiter can count a full IPv6
 * address or a mapped IPv4 address apart. Defining a name again replaces it (one app per test file and more).
 */
export function defineLimiter(
  name: string,
  keyedBy: string,
  part: (hit: { address: string; subject: string }) => string,
): LimiterDefinition {
  const definition: LimiterDefinition = {
    name,
    keyedBy,
    key: (hit) => `${name}:${part({ address: addressKey(hit.ip), subject: hit.subject ?? '' })}`,
  };
  registry.set(name, definition);
  return definition;
}

/** A limiter keyed by the client address alone. */
export const defineAddressLimiter = (name: string) =>
  defineLimiter(name, 'address', ({ address }) => address);

/** Every limiter defined so far (the route limits register theirs as their routes are added). */
export function registeredLimiters(): LimiterDefinition[] {
  return [...registry.values()].sort((x, y) => x.name.localeCompare(y.name));
}

const generators = new WeakMap<object, string>();

/** A route limit's key function (`config.rateLimit.keyGenerator`), made from the request and its address key. */
export type RouteKeyGenerator = (req: FastifyRequest) => string;

/**
 * The only way to give a route limit its own key (`config: { rateLimit: { keyGenerator } }`): `key` gets the
 * request and the client's `addressKey`. The rate-limit plugin refuses, at start-up, a route limit whose key
 * generator was not made here, and lists it (`keyedBy`) with the others.
 */
export function routeKeyGenerator(
  keyedBy: string,
  key: (req: FastifyRequest, address: string) => string,
): RouteKeyGenerator {
  const generator: RouteKeyGenerator = (req) => key(req, addressKey(req.ip));
  generators.set(generator, keyedBy);
  return generator;
}

/** What a key generator made by `routeKeyGenerator` keys by; undefined for any other function. */
export function routeKeyedBy(generator: unknown): string | undefined {
  return typeof generator === 'function' ? generators.get(generator) : undefined;
}

/**
 * Lists a route limit (the rate-limit plugin does, for every route with `config.rateLimit`): its key in the listing
 * is its generator's answer to a request carrying only the raw address, so a generator that read `req.ip` itself
 * would show in the listing test as keying one /64 apart.
 */
export function registerRouteLimiter(name: string, generator: RouteKeyGenerator): LimiterDefinition {
  const keyedBy = routeKeyedBy(generator);
  if (keyedBy === undefined) {
    throw new Error(
      `${name}: a route limit's keyGenerator must be made with routeKeyGenerator (limiter-key.ts)`,
    );
  }
  const definition: LimiterDefinition = {
    name,
    keyedBy,
    key: (hit) => `${name}:${generator({ ip: hit.ip, headers: {} } as unknown as FastifyRequest)}`,
  };
  registry.set(name, definition);
  return definition;
}

/** Every route limit's default key: the client address (`addressKey(req.ip)`). */
export const byAddress = routeKeyGenerator('address', (_req, address) => address);
