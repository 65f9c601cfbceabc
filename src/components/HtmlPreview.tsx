import Box from '@mui/material/Box';
import { useDeferredValue, useMemo } from 'react';
import { htmlPreviewDocument } from './htmlPreviewDocument';

interface HtmlPreviewProps {
  html: string;
  /** The frame's title, which assistive technology reads. */
  title: string;
  /** The width the HTML is laid out at (a mail's 600 px and a margin). */
  width?: number;
  /** The height shown, in screen pixels. */
  height: number;
  /** Shown smaller than laid out (a card's thumbnail): 0.4 shows 40 %. Such a preview takes no clicks. */
  scale?: number;
}

/**
 * HTML shown as a browser renders it, in a frame sandboxed without exception: no script runs, and the
 * document is of no origin, so it reaches neither the console nor its session.
 */
export function HtmlPreview({ html, title, width = 680, height, scale = 1 }: HtmlPreviewProps) {
  // While the HTML is being typed, the frame follows when the typing pauses rather than at every key.
  const shown = useDeferredValue(html);
  const source = useMemo(() => htmlPreviewDocument(shown), [shown]);
  const scaled = scale !== 1;
  return (
    <Box sx={{ height, overflow: 'hidden', bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Box
        component="iframe"
        sandbox=""
        srcDoc={source}
        title={title}
        loading="lazy"
        referrerPolicy="no-referrer"
        tabIndex={scaled ? -1 : undefined}
        sx={{
          border: 0,
          display: 'block',
          width: scaled ? width : '100%',
          height: height / scale,
          transform: scaled ? `scale(${scale})` : undefined,
          transformOrigin: '0 0',
          pointerEvents: scaled ? 'none' : undefined,
        }}
      />
    </Box>
  );
}
