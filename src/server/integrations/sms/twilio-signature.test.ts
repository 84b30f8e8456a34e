import { describe, expect, it } from 'vitest';
import { twilioSignature, verifyTwilioSignature } from './twilio-signature.ts';

describe('Twilio request signature', () => {
  // The worked example of Twilio's security documentation ("Validating Requests are coming from Twilio").
  const token = '12345';
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = {
    CallSid: 'CA1234567890ABCDE',
    Caller: '+12349013030',
    Digits: '1234',
    From: '+12349013030',
    To: '+18005551212',
  };

  it("matches Twilio's documented example", () => {
    expect(twilioSignature(token, url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
    expect(verifyTwilioSignature(token, url, params, '0/KCTR6DLpKmkAf8muzZqo1nDgQ=')).toBe(true);
  });

  it('refuses another URL, a changed parameter, another token or no signature', () => {
    const good = twilioSignature(token, url, params);
    expect(verifyTwilioSignature(token, `${url}&x=1`, params, good)).toBe(false);
    expect(verifyTwilioSignature(token, url, { ...params, Digits: '1235' }, good)).toBe(false);
    expect(verifyTwilioSignature('54321', url, params, good)).toBe(false);
    expect(verifyTwilioSignature(token, url, params, undefined)).toBe(false);
    expect(verifyTwilioSignature(token, url, params, 'short')).toBe(false);
  });
});
