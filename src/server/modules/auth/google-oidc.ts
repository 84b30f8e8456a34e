import {
  createHash,
  createPublicKey,
  randomBytes,
  verify,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';

/**
 * An OpenID Connect client for "Continue with Google" (authorization code with PKCE and a nonce), on
 * node:crypto and fetch alone: the discovery document and the signing keys are read from the issuer and
 * cached; the ID token's RS256 signature and claims are checked here.
 */

export interface OidcClientConfig {
  /** The provider, e.g. https://accounts.google.com (its discovery document is issuer/.well-known/…). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back: PUBLIC_URL/auth/google/callback. */
  redirectUri: string;
  fetch?: typeof fetch;
  now?: () => Date;
}

/** Why a sign-in was refused, for the log (the visitor sees auth.googleFailed). */
export class OidcError extends Error {
  override name = 'OidcError';
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  token_endpoint_auth_methods_supported?: string[];
}

/** The claims of a verified ID token that sign-in uses. */
export interface OidcIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
  locale: string | null;
}

const DISCOVERY_TTL_MS = 24 * 60 * 60_000;
const KEYS_TTL_MS = 60 * 60_000;
/** An unknown key id refreshes the keys (rotation), at most this often. */
const KEYS_REFRESH_MIN_MS = 60_000;
const CLOCK_SKEW_S = 60;
const FETCH_TIMEOUT_MS = 10_000;

/** A random value for state, nonce and the PKCE verifier: 256 bits, base64url (43 characters). */
export function randomValue(): string {
  return randomBytes(32).toString('base64url');
}

/** The PKCE S256 challenge of a verifier (RFC 7636). */
export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decodeSegment(segment: string, what: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    if (isRecord(value)) return value;
  } catch {
    // fall through
  }
  throw new OidcError(`the ID token's ${what} is not a JSON object`);
}

const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

export function createOidcClient(config: OidcClientConfig) {
  const fetchImpl = config.fetch ?? fetch;
  const now = config.now ?? (() => new Date());
  let discovery: { at: number; doc: Promise<Discovery> } | undefined;
  let keys: { at: number; byKid: Map<string, KeyObject>; all: KeyObject[] } | undefined;

  async function getJson(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    } catch (err) {
      throw new OidcError(`${url} could not be reached: ${err instanceof Error ? err.message : String(err)}`);
    }
    const body: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const error = isRecord(body) && typeof body.error === 'string' ? ` (${body.error})` : '';
      throw new OidcError(`${url} answered ${res.status}${error}`);
    }
    if (!isRecord(body)) throw new OidcError(`${url} did not answer a JSON object`);
    return body;
  }

  async function fetchDiscovery(): Promise<Discovery> {
    const doc = await getJson(`${config.issuer}/.well-known/openid-configuration`);
    for (const field of ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
      if (typeof doc[field] !== 'string') throw new OidcError(`the discovery document has no ${field}`);
    }
    // OpenID Connect Discovery 1.0, 4.3: the issuer in the document is the one asked.
    if (doc.issuer !== config.issuer) {
      throw new OidcError(`the discovery document names issuer ${String(doc.issuer)}`);
    }
    return doc as unknown as Discovery;
  }

  function discover(): Promise<Discovery> {
    const at = Date.now();
    if (!discovery || at - discovery.at > DISCOVERY_TTL_MS) {
      const doc = fetchDiscovery();
      discovery = { at, doc };
      // A failed read is not kept: the next sign-in asks again.
      doc.catch(() => {
        if (discovery?.doc === doc) discovery = undefined;
      });
    }
    return discovery.doc;
  }

  async function loadKeys(): Promise<NonNullable<typeof keys>> {
    const { jwks_uri } = await discover();
    const body = await getJson(jwks_uri);
    const list = Array.isArray(body.keys) ? body.keys : [];
    const byKid = new Map<string, KeyObject>();
    const all: KeyObject[] = [];
    for (const jwk of list) {
      if (!isRecord(jwk) || jwk.kty !== 'RSA' || (jwk.use !== undefined && jwk.use !== 'sig')) continue;
      try {
        const key = createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' });
        all.push(key);
        if (typeof jwk.kid === 'string') byKid.set(jwk.kid, key);
      } catch {
        // a key node cannot read is skipped
      }
    }
    keys = { at: Date.now(), byKid, all };
    return keys;
  }

  async function signingKey(kid: string | undefined): Promise<KeyObject> {
    let current = keys && Date.now() - keys.at < KEYS_TTL_MS ? keys : await loadKeys();
    const pick = (k: typeof current) => (kid ? k.byKid.get(kid) : k.all.length === 1 ? k.all[0] : undefined);
    let key = pick(current);
    if (!key && Date.now() - current.at > KEYS_REFRESH_MIN_MS) {
      current = await loadKeys();
      key = pick(current);
    }
    if (!key) throw new OidcError(`no signing key ${kid ?? '(no kid)'} at the issuer`);
    return key;
  }

  function acceptedIssuers(issuer: string): string[] {
    // Google's ID tokens name either form (its documentation says to accept both).
    return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
  }

  return {
    /** The provider's sign-in page for this attempt. */
    async authorizationUrl(attempt: { state: string; nonce: string; codeVerifier: string }): Promise<string> {
      const { authorization_endpoint } = await discover();
      const url = new URL(authorization_endpoint);
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('redirect_uri', config.redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', 'openid email profile');
      url.searchParams.set('state', attempt.state);
      url.searchParams.set('nonce', attempt.nonce);
      url.searchParams.set('code_challenge', codeChallenge(attempt.codeVerifier));
      url.searchParams.set('code_challenge_method', 'S256');
      url.searchParams.set('prompt', 'select_account');
      return url.toString();
    },

    /** Exchanges the code the provider returned for its ID token (with the PKCE verifier). */
    async exchangeCode(code: string, codeVerifier: string): Promise<string> {
      const doc = await discover();
      const methods = doc.token_endpoint_auth_methods_supported;
      const basic = Array.isArray(methods) && !methods.includes('client_secret_post');
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: config.redirectUri,
        code_verifier: codeVerifier,
        client_id: config.clientId,
      });
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      };
      if (basic) {
        const id = encodeURIComponent(config.clientId);
        const secret = encodeURIComponent(config.clientSecret);
        headers.authorization = `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
      } else {
        form.set('client_secret', config.clientSecret);
      }
      const body = await getJson(doc.token_endpoint, { method: 'POST', headers, body: form.toString() });
      if (typeof body.id_token !== 'string') throw new OidcError('the token endpoint returned no id_token');
      return body.id_token;
    },

    /**
     * Checks an ID token: RS256 signature by one of the issuer's keys, issuer, audience (this client),
     * authorized party, expiry and issue time (a minute's clock skew), and the attempt's nonce.
     */
    async verifyIdToken(idToken: string, nonce: string): Promise<OidcIdentity> {
      const parts = idToken.split('.');
      if (parts.length !== 3 || parts.some((p) => !/^[\w-]*$/.test(p))) {
        throw new OidcError('the ID token is not a compact JWS');
      }
      const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
      const header = decodeSegment(headerPart, 'header');
      // Only RS256: "none" and HMAC (a public key used as a secret) are refused.
      if (header.alg !== 'RS256') throw new OidcError(`the ID token is signed with ${String(header.alg)}`);
      const key = await signingKey(typeof header.kid === 'string' ? header.kid : undefined);
      const signed = Buffer.from(`${headerPart}.${payloadPart}`);
      if (!verify('sha256', signed, key, Buffer.from(signaturePart, 'base64url'))) {
        throw new OidcError("the ID token's signature does not verify");
      }

      const claims = decodeSegment(payloadPart, 'payload');
      const { issuer } = await discover();
      if (typeof claims.iss !== 'string' || !acceptedIssuers(issuer).includes(claims.iss)) {
        throw new OidcError(`the ID token is from issuer ${String(claims.iss)}`);
      }
      const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (!aud.includes(config.clientId)) throw new OidcError('the ID token is for another client');
      if ((aud.length > 1 || claims.azp !== undefined) && claims.azp !== config.clientId) {
        throw new OidcError('the ID token was issued to another party');
      }
      const nowS = Math.floor(now().getTime() / 1000);
      if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_S < nowS) {
        throw new OidcError('the ID token has expired');
      }
      if (typeof claims.iat !== 'number' || claims.iat - CLOCK_SKEW_S > nowS) {
        throw new OidcError('the ID token is issued in the future');
      }
      if (typeof claims.nonce !== 'string' || claims.nonce !== nonce) {
        throw new OidcError("the ID token's nonce is not this attempt's");
      }
      if (typeof claims.sub !== 'string' || !claims.sub || claims.sub.length > 255) {
        throw new OidcError('the ID token has no subject');
      }
      const email = optionalText(claims.email);
      if (!email || email.length > 254 || !email.includes('@')) {
        throw new OidcError('the ID token has no email address');
      }
      return {
        subject: claims.sub,
        email: email.toLowerCase(),
        // Google sends a boolean; some providers send the string.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: optionalText(claims.given_name),
        familyName: optionalText(claims.family_name),
        name: optionalText(claims.name),
        locale: optionalText(claims.locale),
      };
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;
