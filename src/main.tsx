// One variable font file for every weight (28 kB for Latin, where four weights took 67 kB).
import '@fontsource-variable/quicksand';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import './i18n/i18n';
import { registryFiles } from './registry/registryFiles';
import { reloadOnceForChunkError } from './routing/chunkReload';
import { readAccessToken } from './auth/tokenStorage';

// A stylesheet or preloaded chunk of an older build is gone: fetch the new build once.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

// Beside the page's code, not after it: a console page needs the registry before it renders. A
// failure here is left to the page, which asks again.
registryFiles().catch(() => undefined);

// A visit with a session most likely opens a list: the list page's code (the grid) starts loading
// now, beside the console's own start, rather than once the registry has named the page.
if (readAccessToken() && !window.location.pathname.startsWith('/auth/'))
  import('./screens/list/ResourceListPage').catch(() => undefined);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
