import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { LightboxContext } from './lightboxContext';

// Loaded with the first image opened, not with every page.
const ImageLightbox = lazy(() => import('./ImageLightbox').then(({ ImageLightbox }) => ({ default: ImageLightbox })));

/** Gives its children `useLightbox()`, and shows the one lightbox they open. */
export function LightboxProvider({ children }: { children: ReactNode }) {
  const [image, setImage] = useState<{ src: string; alt: string } | null>(null);
  const lightbox = useMemo(() => ({ open: (src: string, alt: string) => setImage({ src, alt }) }), []);
  return (
    <LightboxContext.Provider value={lightbox}>
      {children}
      {/* Keyed by the image: each one opens unzoomed and upright. */}
      {image && (
        <Suspense fallback={null}>
          <ImageLightbox key={image.src} src={image.src} alt={image.alt} onClose={() => setImage(null)} />
        </Suspense>
      )}
    </LightboxContext.Provider>
  );
}
