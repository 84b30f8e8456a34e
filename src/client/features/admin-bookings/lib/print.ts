/**
 * Prints one part of the page (a booking's details) on its own: a hidden frame with the page's styles and a
 * copy of the node, so the dialog's scrolling box and the page behind it stay off the paper.
 */
export function printNode(node: HTMLElement, title: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  document.body.appendChild(frame);
  const doc = frame.contentDocument;
  const win = frame.contentWindow;
  if (!doc || !win) {
    frame.remove();
    return;
  }
  const styles = [...document.querySelectorAll('link[rel="stylesheet"], style')]
    .map((el) => el.outerHTML)
    .join('');
  doc.open();
  doc.write(
    `<!doctype html><html lang="${document.documentElement.lang}"><head><meta charset="utf-8"><title></title>${styles}</head>` +
      `<body style="background:#fff;padding:24px"><h1 style="font-size:22px;font-weight:600;margin-bottom:16px"></h1></body></html>`,
  );
  doc.close();
  doc.title = title;
  const heading = doc.querySelector('h1');
  if (heading) heading.textContent = title;
  doc.body.appendChild(doc.importNode(node, true));
  const done = () => setTimeout(() => frame.remove(), 1000);
  win.addEventListener('afterprint', done, { once: true });
  // Styles load before printing (a stylesheet link in a fresh document is fetched again, from the cache).
  setTimeout(() => {
    win.focus();
    win.print();
    done();
  }, 300);
}
