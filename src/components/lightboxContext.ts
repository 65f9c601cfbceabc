import { createContext, useContext } from 'react';

export interface Lightbox {
  /** Shows the image full size, over everything. */
  open: (src: string, alt: string) => void;
}

export const LightboxContext = createContext<Lightbox | undefined>(undefined);

/** The shared image lightbox; needs a LightboxProvider above. */
export function useLightbox(): Lightbox {
  const lightbox = useContext(LightboxContext);
  if (!lightbox) throw new Error('useLightbox needs a LightboxProvider');
  return lightbox;
}
