// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { markChunksLoaded, reloadOnceForChunkError } from '../../src/routing/chunkReload.ts';
import { lazyPage } from '../../src/routing/lazyPage.ts';

const reload = vi.fn();
beforeEach(() => {
  sessionStorage.clear();
  reload.mockReset();
  Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
});

describe('reload after a failed chunk load', () => {
  it('reloads once, and not again until chunks have loaded', () => {
    expect(reloadOnceForChunkError()).toBe(true);
    expect(reloadOnceForChunkError()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    markChunksLoaded();
    expect(reloadOnceForChunkError()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads the page when a lazy page cannot load its chunk, and keeps showing the spinner', async () => {
    const Page = lazyPage<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('renders a lazy page that loads, and clears the reload mark', async () => {
    sessionStorage.setItem('console.chunkReloaded', '1');
    const Page = lazyPage(async () => ({ default: () => <p>the page</p> }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(sessionStorage.getItem('console.chunkReloaded')).toBeNull();
  });
});
