// One variable font file for every weight (28 kB for Latin, where four weights took 67 kB).
import '@fontsource-variable/quicksand';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './i18n/i18n';
import { registryFiles } from './registry/registryFiles';
import { reloadOnceForChunkError } from './routing/chunkReload';

// A stylesheet or preloaded chunk of an older build is gone: fetch the new build once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

// Beside the page's code, not after it: a console page needs the registry before it renders. A
// failure here is left to the page, which asks again.
registryFiles().catch(() => undefined);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
