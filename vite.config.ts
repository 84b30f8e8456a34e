import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { i18nextFixedT } from './scripts/vite/i18next-fixed-t.ts';

const ALIASES = [
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
  resolve: { alias: ALIASES },
  // The prerender's SSR build bundles every package: one copy of React, React Router and i18next, built as the
  // browser's are.
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
