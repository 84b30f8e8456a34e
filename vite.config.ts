import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { i18nextFixedT } from './scripts/vite/i18next-fixed-t.ts';

/**
 * The browser build runs on Preact through its React compatibility layer (docs/decisions/025): the same React
 * code, about 55 KB less JavaScript before the home page can respond. Unit tests keep React itself.
 */
const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // React Router's package sends bundlers its development build (dev warnings and checks on every render);
  // the browser gets its production build.
  {
    find: /^react-router$/,
    replacement: fileURLToPath(
      new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
    ),
  },
];

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), i18nextFixedT()],
  resolve: { alias: PREACT_ALIASES, dedupe: ['preact'] },
  // The prerender's SSR build bundles every package, so react-router and the rest also see Preact there.
  ssr: { noExternal: true },
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 400,
  },
  server: {
    port: 5173,
    // The API, and Google sign-in's redirects (/auth/google, /auth/google/callback; not the /auth page).
    proxy: { '/api': 'http://localhost:3000', '/auth/google': 'http://localhost:3000' },
  },
});
