import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compressAssets } from './vite/compress-assets-plugin.ts';
import { consoleRolldownOptions } from './vite/console-bundle.ts';
import { entityValidators } from './vite/entity-validators-plugin.ts';
import { menuIcons } from './vite/menu-icons-plugin.ts';

/** In `npm run dev` the API runs on its own port; Vite forwards API calls to it. */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react(), entityValidators(), menuIcons(), compressAssets()],
  build: {
    outDir: 'dist/console',
    emptyOutDir: true,
    sourcemap: false,
    // The budget of issue 5 item 7; tests/e2e/console-budgets.spec.ts checks it on every run.
    chunkSizeWarningLimit: 500,
    rolldownOptions: {
      ...consoleRolldownOptions,
      // The console, and the public booking engine (issue 21) with its own page and chunks.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        booking: fileURLToPath(new URL('./booking.html', import.meta.url)),
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/health': { target: apiTarget, changeOrigin: false },
    },
  },
});
