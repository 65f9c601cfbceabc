import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { entityValidators } from './vite/entity-validators-plugin.ts';

/** In `npm run dev` the API runs on its own port; Vite forwards API calls to it. */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react(), entityValidators()],
  build: {
    outDir: 'dist/console',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/health': { target: apiTarget, changeOrigin: false },
    },
  },
});
