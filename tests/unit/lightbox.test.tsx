// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useLightbox } from '../../src/components/lightboxContext.ts';
import { LightboxProvider } from '../../src/components/LightboxProvider.tsx';
import { INITIAL_VIEW, lightboxView, type LightboxAction } from '../../src/components/lightboxView.ts';
import '../../src/i18n/i18n.ts';

afterEach(cleanup);
// The provider loads the lightbox with the first image; loaded here once, a test waits for no transform.
beforeAll(() => import('../../src/components/ImageLightbox.tsx'));

const after = (...actions: LightboxAction[]) => actions.reduce(lightboxView, INITIAL_VIEW);

describe('the lightbox view', () => {
  it.each([
    [[], { zoom: 1, rotation: 0 }],
    [['zoomIn'], { zoom: 1.25, rotation: 0 }],
    [['zoomOut', 'zoomOut'], { zoom: 0.5, rotation: 0 }],
    [Array<LightboxAction>(20).fill('zoomIn'), { zoom: 4, rotation: 0 }],
    [Array<LightboxAction>(20).fill('zoomOut'), { zoom: 0.25, rotation: 0 }],
    [['rotate', 'rotate', 'rotate'], { zoom: 1, rotation: 270 }],
    [['rotate', 'rotate', 'rotate', 'rotate'], { zoom: 1, rotation: 0 }],
    [['zoomIn', 'rotate', 'reset'], { zoom: 1, rotation: 0 }],
  ] as [LightboxAction[], object][])('after %j is %o', (actions, view) => {
    expect(after(...actions)).toEqual(view);
  });
});

function Gallery() {
  const lightbox = useLightbox();
  return (
    <button type="button" onClick={() => lightbox.open('/api/uploads/bus.png', 'Our coach in Lüneburg')}>
      show
    </button>
  );
}

describe('the image lightbox', () => {
  const image = () => screen.getByRole('img', { name: 'Our coach in Lüneburg' });

  it('opens from any component, zooms, rotates, resets and closes on Escape', async () => {
    render(
      <LightboxProvider>
        <Gallery />
      </LightboxProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    // The lightbox's code loads with the first image.
    expect((await screen.findByRole('img', { name: 'Our coach in Lüneburg' })).getAttribute('src')).toBe(
      '/api/uploads/bus.png',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Rotate' }));
    expect(getComputedStyle(image()).transform).toBe('scale(1.5) rotate(90deg)');
    fireEvent.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(getComputedStyle(image()).transform).toBe('scale(1.25) rotate(90deg)');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(getComputedStyle(image()).transform).toBe('scale(1) rotate(0deg)');

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the next image unzoomed, and closes with its button', async () => {
    render(
      <LightboxProvider>
        <Gallery />
      </LightboxProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Zoom in' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'show' }));
    expect(getComputedStyle(image()).transform).toBe('scale(1) rotate(0deg)');
  });

  it('needs its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Gallery />)).toThrow('useLightbox needs a LightboxProvider');
    vi.restoreAllMocks();
  });
});
