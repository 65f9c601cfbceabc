import { useMemo, useState, type ReactNode } from 'react';
import { ImageLightbox } from './ImageLightbox';
import { LightboxContext } from './lightboxContext';

/** Gives its children `useLightbox()`, and shows the one lightbox they open. */
export function LightboxProvider({ children }: { children: ReactNode }) {
  const [image, setImage] = useState<{ src: string; alt: string } | null>(null);
  const lightbox = useMemo(() => ({ open: (src: string, alt: string) => setImage({ src, alt }) }), []);
  return (
    <LightboxContext.Provider value={lightbox}>
      {children}
      {/* Keyed by the image: each one opens unzoomed and upright. */}
      {image && <ImageLightbox key={image.src} src={image.src} alt={image.alt} onClose={() => setImage(null)} />}
    </LightboxContext.Provider>
  );
}
