/**
 * Loads the browser's ICU data on a thread of its own (main.tsx, warmIntl). The first Intl formatter a page
 * makes pays for loading it: 45 to 100 ms of a desktop's main thread, four times that on a phone, in one piece.
 * ICU's data and caches belong to the browser's process, not to a thread, so once this worker has made a
 * formatter, the page's own first ones cost under 2 ms. The message is the page's Intl locale (en-US, es-US).
 */
self.onmessage = (event: MessageEvent<string>) => {
  const locale = typeof event.data === 'string' ? event.data : 'en-US';
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(0);
  new Intl.DateTimeFormat(locale, {
    timeZone: 'America/New_York',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(0);
  new Intl.PluralRules(locale).select(1);
  self.postMessage('ready');
};
