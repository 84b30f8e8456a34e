/** Where the account pages send a visitor who must sign in first; `next` brings them back afterwards. */
export function loginHref(next: string): string {
  const safe = next.startsWith('/') && !next.startsWith('//') ? next : '/dashboard';
  // Slashes may stay as they are in a query, which keeps the address readable (/auth/login?next=/bookings).
  return `/auth/login?next=${encodeURIComponent(safe).replace(/%2F/gi, '/')}`;
}

export function receiptPath(bookingId: string): string {
  return `/bookings/${encodeURIComponent(bookingId)}/receipt`;
}

/** The PDF download; `lang` is the page's language (a plain link cannot send it as a header). */
export function receiptPdfHref(bookingId: string, lang?: 'en' | 'es'): string {
  const path = `/api/user/bookings/${encodeURIComponent(bookingId)}/receipt.pdf`;
  return lang ? `${path}?lang=${lang}` : path;
}

/** File name offered for the PDF download. */
export function receiptPdfFileName(bookingNumber: string): string {
  return `receipt-${bookingNumber.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}
