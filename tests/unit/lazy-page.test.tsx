// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from '../../src/routing/lazyPage.ts';

afterEach(cleanup);

/** A page whose chunk arrives when the test says so. */
function deferredPage() {
  let arrive: () => void = () => undefined;
  const chunk = new Promise<{ default: () => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ default: () => <p>the page</p> });
  });
  let loads = 0;
  const Page = lazyPage(() => {
    loads += 1;
    return chunk;
  });
  return { Page, arrive, loads: () => loads };
}

const shown = (Page: ComponentType) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );

describe('a page loaded on demand', () => {
  it('shows at once when preloaded, without suspending', async () => {
    const { Page, arrive, loads } = deferredPage();
    Page.preload();
    arrive();
    await act(async () => undefined);
    shown(Page);
    expect(screen.getByText('the page')).toBeTruthy();
    expect(loads()).toBe(1);
  });

  it('suspends until its chunk arrives when not preloaded, loading it once', async () => {
    const { Page, arrive, loads } = deferredPage();
    shown(Page);
    Page.preload();
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(loads()).toBe(1);
  });
});
