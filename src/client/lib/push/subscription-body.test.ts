import { describe, expect, it } from 'vitest';
import { subscriptionBody, vapidKeyBytes } from './subscription-body.ts';

describe('vapidKeyBytes', () => {
  it('decodes base64url without padding', () => {
    // 0xfb 0xff 0xfe is "+//+" in base64 and "-__-" in base64url.
    expect([...vapidKeyBytes('-__-')]).toEqual([0xfb, 0xff, 0xfe]);
    expect([...vapidKeyBytes('AQ')]).toEqual([1]);
    expect(vapidKeyBytes('B'.repeat(87)).length).toBe(65);
  });
});

describe('subscriptionBody', () => {
  it('keeps the endpoint and keys, drops expirationTime', () => {
    const json = {
      endpoint: 'https://push.example/abc',
      expirationTime: null,
      keys: { p256dh: 'p', auth: 'a' },
    };
    expect(subscriptionBody(json)).toEqual({
      endpoint: 'https://push.example/abc',
      keys: { p256dh: 'p', auth: 'a' },
    });
  });
  it('is null without keys', () => {
    expect(subscriptionBody({ endpoint: 'https://push.example/abc' })).toBeNull();
  });
});
