import { AppError } from '../../shared/errors.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The site's language (i18n sets it on <html lang>) as Accept-Language, so the server stores it on what the
 * request creates (a booking's emails go out in the language it was booked in).
 */
function siteLanguage(): Record<string, string> {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return lang === 'es' || lang === 'en' ? { 'accept-language': lang } : {};
}

/** JSON request with credentials; any non-OK answer throws AppError carrying the server's message. */
export async function apiRequest<T>(
  method: Method,
  path: string,
  body?: unknown,
  init?: RequestInit,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { accept: 'application/json', ...siteLanguage() }
          : { 'content-type': 'application/json', accept: 'application/json', ...siteLanguage() },
      body: body === undefined ? undefined : JSON.stringify(body),
      ...init,
    });
  } catch {
    throw new AppError('common.network');
  }
  const text = await res.text();
  let parsed: unknown = text;
  if (text && res.headers.get('content-type')?.includes('application/json')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  if (!res.ok) throw AppError.fromBody(res.status, parsed || res.statusText);
  return parsed as T;
}

export const apiGet = <T>(path: string, init?: RequestInit) => apiRequest<T>('GET', path, undefined, init);
export const apiPost = <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {});
