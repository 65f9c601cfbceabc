import DOMPurify from 'dompurify';
import { RICH_TEXT_PURIFY } from '../../../../domain/rich-text';

/** Rich text as it may be stored and shown: no scripts, handlers or foreign markup. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, RICH_TEXT_PURIFY);
}
