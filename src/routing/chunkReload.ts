const RELOADED_KEY = 'console.chunkReloaded';

/**
 * After a deployment the old page may ask for code chunks that no longer exist. The first such
 * failure reloads the page once to fetch the new build; a second one is a real error.
 * Answers true when a reload was started.
 */
export function reloadOnceForChunkError(): boolean {
  if (sessionStorage.getItem(RELOADED_KEY)) return false;
  sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

export function markChunksLoaded() {
  sessionStorage.removeItem(RELOADED_KEY);
}
