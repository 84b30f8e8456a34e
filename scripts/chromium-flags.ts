/**
 * The flags every headless Chromium of the project starts with (the browser suite, the screenshot script): no
 * sandbox (root in a container), no GPU, and nothing that reaches for the network on its own (background updates,
 * sync, QUIC), which floods a closed network.
 */
export const CHROMIUM_HEADLESS_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
