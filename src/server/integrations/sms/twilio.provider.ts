import { SmsProviderError, type SmsProvider } from './types.ts';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or a Messaging Service sid (MG…). */
  from: string;
  /** https://api.twilio.com; tests point it at a local stand-in. */
  apiUrl: string;
  /** Per request; the dispatcher retries a timeout like any failure. */
  timeoutMs?: number;
}

interface TwilioError {
  code?: unknown;
  message?: unknown;
  status?: unknown;
}

/**
 * Twilio's Messages API: POST {base}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded To, From (or
 * MessagingServiceSid) and Body, HTTP Basic sid:token. A 201 carries the message (`sid`, `status`); an error
 * carries `{ code, message, status }`. Redirects are not followed.
 */
export function createTwilioSmsProvider(config: TwilioConfig): SmsProvider {
  const base = config.apiUrl.replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  const fromField = /^MG[0-9a-f]{32}$/i.test(config.from) ? 'MessagingServiceSid' : 'From';
  return {
    name: 'twilio',
    async send({ to, body }) {
      const form = new URLSearchParams({ To: to, [fromField]: config.from, Body: body });
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: form.toString(),
          redirect: 'manual',
          signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
        });
      } catch (err) {
        throw new SmsProviderError(
          `Twilio unreachable: ${err instanceof Error ? err.message : String(err)}`,
          null,
          null,
          false,
        );
      }
      const json = (await res.json().catch(() => null)) as (TwilioError & { sid?: unknown }) | null;
      if (res.ok && json && typeof json.sid === 'string') {
        return { id: json.sid, status: typeof json.status === 'string' ? json.status : 'queued' };
      }
      const code = typeof json?.code === 'number' ? json.code : null;
      const message = typeof json?.message === 'string' ? json.message : `HTTP ${res.status}`;
      const retryable = res.status >= 500 || res.status === 429 || (res.ok && !json);
      throw new SmsProviderError(`Twilio ${code ?? res.status}: ${message}`, code, res.status, !retryable);
    },
  };
}
