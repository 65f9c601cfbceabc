import { useEffect, useState, type FocusEvent } from 'react';
import type { EventEditorApi } from '../state/editorApi';

const SCROLL_SETTLE_MS = 200;

/**
 * Keeps the focused field and the scroll position in the editor's view state (spec 2 §2), and
 * brings both back when the editor opens again (a reload in the same session), once it is `complete`:
 * its dates, loaded after it, make the page as long as it was.
 */
export function useViewKeeping(view: EventEditorApi['view'], complete: boolean) {
  const { setScrollTop, setFocusedField } = view;

  // Only as the editor opens: afterwards the view follows the user.
  const [opening] = useState(() => ({ focusedField: view.focusedField, scrollTop: view.scrollTop }));
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (!complete || restored) return undefined;
    const { focusedField, scrollTop } = opening;
    const frame = requestAnimationFrame(() => {
      if (scrollTop > 0) window.scrollTo({ top: scrollTop });
      // Unless the user went on meanwhile.
      if (focusedField && document.activeElement === document.body)
        document
          .querySelector<HTMLElement>(`[data-event-editor] [name="${CSS.escape(focusedField)}"]`)
          ?.focus({ preventScroll: scrollTop > 0 });
      setRestored(true);
    });
    return () => cancelAnimationFrame(frame);
  }, [opening, complete, restored]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setScrollTop(window.scrollY), SCROLL_SETTLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [setScrollTop]);

  /** For the editor's container: the field focused last, by its input's name. */
  return (event: FocusEvent<HTMLElement>) => {
    const name = event.target.getAttribute('name');
    if (name) setFocusedField(name);
  };
}
