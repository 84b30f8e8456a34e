import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  addressKey,
  defineLimiter,
  registerRouteLimiter,
  registeredLimiters,
  routeKeyGenerator,
} from './limiter-key.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(' 10.0.0.1 ')).toBe('10.0.0.1');
  });

  it('reads an IPv4-mapped IPv6 address, in either spelling, as the IPv4 address', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups an IPv6 address by its /64, whatever the spelling', () => {
    const key = '2001:db8:a:b::/64';
    for (const ip of [
      '2001:db8:a:b::1',
      '2001:db8:a:b:ffff:ffff:ffff:ffff',
      '2001:0DB8:000A:000B:0000:0000:0000:0001',
      '2001:db8:a:b:1::',
      '[2001:db8:a:b::9]',
      '2001:db8:a:b::1%eth0',
      '2001:db8:a:b:0:0:1.2.3.4',
    ]) {
      expect(addressKey(ip), ip).toBe(key);
    }
    expect(addressKey('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%en0')).toBe('fe80:0:0:0::/64');
    // An IPv6 address whose low 32 bits look like IPv4 is not a mapped one.
    expect(addressKey('2001:db8::203.0.113.7')).toBe('2001:db8:0:0::/64');
  });

  it('keeps anything that is no address as it came (lower case), and is idempotent', () => {
    expect(addressKey('Unknown')).toBe('unknown');
    for (const ip of ['203.0.113.7', '2001:db8:a:b::1', '::ffff:1.2.3.4']) {
      expect(addressKey(addressKey(ip))).toBe(addressKey(ip));
    }
  });
});

describe('limiter definitions', () => {
  it('build every key from the address key, never from the raw address', () => {
    const seen: string[] = [];
    const limiter = defineLimiter('test-pair', 'account + address', ({ address, subject }) => {
      seen.push(address);
      return `${address}|${subject}`;
    });
    expect(limiter.key({ ip: '2001:db8:1:2::a', subject: 'user:1' })).toBe(
      'test-pair:2001:db8:1:2::/64|user:1',
    );
    expect(limiter.key({ ip: '::ffff:198.51.100.4', subject: 'user:1' })).toBe(
      'test-pair:198.51.100.4|user:1',
    );
    expect(seen).toEqual(['2001:db8:1:2::/64', '198.51.100.4']);
    expect(registeredLimiters().map((l) => l.name)).toContain('test-pair');
  });

  it('list a route limit with its generator, and refuse a generator not made with routeKeyGenerator', () => {
    const session = routeKeyGenerator('session, else address', (req, address) =>
      req.headers['x-session'] ? `session:${String(req.headers['x-session'])}` : `ip:${address}`,
    );
    const route = registerRouteLimiter('route:POST /test', session);
    expect(route.keyedBy).toBe('session, else address');
    expect(route.key({ ip: '2001:db8:9:9::1' })).toBe('route:POST /test:ip:2001:db8:9:9::/64');
    expect(session({ ip: '2001:db8:9:9::2', headers: {} } as unknown as FastifyRequest)).toBe(
      'ip:2001:db8:9:9::/64',
    );
    const raw = (req: FastifyRequest) => req.ip;
    expect(() => registerRouteLimiter('route:POST /raw', raw)).toThrow(/routeKeyGenerator/);
  });
});
