import { useCallback, useState, type MouseEvent } from 'react';

/**
 * A panel that a button opens beside itself: the button is the anchor, and the props to spread on it
 * tell assistive technology that it opens a dialog and whether that dialog is open.
 */
export function usePopover() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = useCallback((event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget), []);
  const close = useCallback(() => setAnchor(null), []);
  const isOpen = anchor !== null;
  return {
    anchor,
    isOpen,
    close,
    triggerProps: { 'aria-haspopup': 'dialog', 'aria-expanded': isOpen, onClick: open } as const,
  };
}

export type PopoverControl = ReturnType<typeof usePopover>;
