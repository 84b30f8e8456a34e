import { describe, expect, it } from 'vitest';
import { quoteMessageKey } from './quote-messages.ts';

describe('quoteMessageKey', () => {
  it("maps the server's booking messages to their keys", () => {
    expect(quoteMessageKey('Pickup must be at least 2 hours from now')).toEqual({
      key: 'messages.leadHours',
      values: { count: 2 },
    });
    expect(quoteMessageKey('Pickup must be at least 1 hour from now')).toEqual({
      key: 'messages.leadHours',
      values: { count: 1 },
    });
    expect(quoteMessageKey('Pickup must be at least 90 minutes from now')).toEqual({
      key: 'messages.leadMinutes',
      values: { count: 90 },
    });
    expect(quoteMessageKey('The return must be after the pickup')).toEqual({
      key: 'messages.returnBeforePickup',
    });
    expect(quoteMessageKey('No drivable route was found; prices use the standard base fare')).toEqual({
      key: 'messages.noRoute',
    });
  });

  it('leaves any other message as the server wrote it', () => {
    expect(quoteMessageKey('Too many requests, please slow down')).toBeNull();
  });
});
