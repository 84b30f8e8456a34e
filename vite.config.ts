import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
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
