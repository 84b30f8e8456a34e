/**
 * Where a visitor goes after signing in (`?next=` on /login, `returnTo` of "Continue with Google"): a path on
 * this site, never another site. One rule for the server (the redirect after Google sign-in) and the browser
 * (the navigation after the login form).
 *
 * The value is judged after it is normalised the way a browser will read it: `/.//evil.example`,
 * `/..//evil.example` and `/a/..//evil.example/x` look like paths but resolve to `//evil.example`, which a
 * browser follows to another host. So the address is parsed against an origin, must stay on that origin, and
 * the normalised path + query + hash is what is returned, checked once more.
 */

/** Any fixed origin will do: only "does it stay on this origin" matters. */
const BASE = 'https://site.invalid';

/** Longer values are not a page of this site. */
export const RETURN_PATH_MAX = 500;

/** Control characters (C0, DEL, C1) and backslashes, which browsers read as slashes. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\\]/;

/** One leading slash followed by anything but another slash or a backslash (`/`, `/x`, `/?a`). */
function isLocalPath(value: string): boolean {
  return value.startsWith('/') && value[1] !== '/' && value[1] !== '\\';
}

/**
 * The normalised same-site path (pathname, query and hash) of `value`, or null when it is empty, too long,
 * not a path, carries control characters or backslashes, or leads (as written or once normalised) anywhere
 * but this site.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX) return null;
  if (UNSAFE.test(value) || !isLocalPath(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isLocalPath(path) || UNSAFE.test(path)) return null;
  // What a browser does with the result: it must stay on this origin and read as the same path.
  const again = new URL(path, BASE);
  if (again.origin !== BASE || `${again.pathname}${again.search}${again.hash}` !== path) return null;
  return path;
}

/** `sameSitePath`, falling back to home. */
export function safeReturnPath(value: string | null | undefined): string {
  return sameSitePath(value) ?? '/';
}
