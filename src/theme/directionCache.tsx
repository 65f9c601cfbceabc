import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { Direction } from '@mui/material/styles';
import type { ReactNode } from 'react';

const leftToRight = createCache({ key: 'css' });
let rightToLeft: EmotionCache | undefined;

/**
 * Loads the style cache for right-to-left languages, which mirrors every style (margins, paddings,
 * positions, borders), so MUI's components and our own `sx` follow without changes. Only a user
 * of such a language downloads its plugin: it comes with the dictionary.
 */
export async function loadRightToLeftStyles(): Promise<void> {
  if (rightToLeft) return;
  const { default: rtlPlugin } = await import('stylis-plugin-rtl');
  rightToLeft = createCache({ key: 'rtl', stylisPlugins: [rtlPlugin] });
}

export function DirectionCache({ direction, children }: { direction: Direction; children: ReactNode }) {
  return (
    <CacheProvider value={direction === 'rtl' && rightToLeft ? rightToLeft : leftToRight}>{children}</CacheProvider>
  );
}
