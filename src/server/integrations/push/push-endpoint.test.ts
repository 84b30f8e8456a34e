import { describe, expect, it } from 'vitest';
import { pushEndpointAllowed } from './push-endpoint.ts';

describe('push endpoint rule', () => {
  it('takes https push services', () => {
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', { production: true })).toBe(true);
    expect(
      pushEndpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', { production: true }),
    ).toBe(true);
  });

  it('takes http on this machine only outside production', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:4000/push/1', { production: false })).toBe(true);
    expect(pushEndpointAllowed('http://localhost:4000/push/1', { production: false })).toBe(true);
    expect(pushEndpointAllowed('http://127.0.0.1:4000/push/1', { production: true })).toBe(false);
    expect(pushEndpointAllowed('http://10.0.0.5/push', { production: false })).toBe(false);
    expect(pushEndpointAllowed('http://example.com/push', { production: false })).toBe(false);
  });

  it('refuses other schemes, credentials and junk', () => {
    expect(pushEndpointAllowed('file:///etc/passwd', { production: false })).toBe(false);
    expect(pushEndpointAllowed('ftp://example.com/x', { production: false })).toBe(false);
    expect(pushEndpointAllowed('https://user:pw@example.com/x', { production: false })).toBe(false);
    expect(pushEndpointAllowed('not a url', { production: false })).toBe(false);
  });
});
