/** How the lightbox shows its image: zoom factor and rotation in degrees. */
export interface LightboxView {
  zoom: number;
  rotation: number;
}

export type LightboxAction = 'zoomIn' | 'zoomOut' | 'rotate' | 'reset';

export const INITIAL_VIEW: LightboxView = { zoom: 1, rotation: 0 };
const MIN_ZOOM = 0.25;
const MAX_ZOOM = 4;
const ZOOM_STEP = 0.25;

export function lightboxView(view: LightboxView, action: LightboxAction): LightboxView {
  switch (action) {
    case 'zoomIn':
      return { ...view, zoom: Math.min(MAX_ZOOM, view.zoom + ZOOM_STEP) };
    case 'zoomOut':
      return { ...view, zoom: Math.max(MIN_ZOOM, view.zoom - ZOOM_STEP) };
    case 'rotate':
      return { ...view, rotation: (view.rotation + 90) % 360 };
    case 'reset':
      return INITIAL_VIEW;
  }
}
