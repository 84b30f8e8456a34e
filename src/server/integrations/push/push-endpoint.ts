/**
 * Whether the server may POST to a browser's push endpoint (it is the browser's to name, so this guards the
 * server against being aimed elsewhere): https only, no credentials in the URL; outside production also
 * http://127.0.0.1 and http://localhost (the tests' push service stand-in). Deliveries never follow redirects.
 */
export function pushEndpointAllowed(endpoint: string, opts: { production: boolean }): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return url.hostname.length > 0;
  return (
    !opts.production &&
    url.protocol === 'http:' &&
    (url.hostname === '127.0.0.1' || url.hostname === 'localhost')
  );
}
