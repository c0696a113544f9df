// Vite: React + Tailwind, client built to dist/client; in development /api and /uploads go to the API on :5000.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = 'http://localhost:5000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/check-bundle.ts reads .vite/manifest.json to hold each route to its size budget.
    manifest: true,
  },
  server: {
    port: 5173,
    // Host header kept (no changeOrigin) so the API's same-origin check sees the page's own origin.
    proxy: {
      '/api': { target: api },
      '/uploads': { target: api },
    },
  },
});
