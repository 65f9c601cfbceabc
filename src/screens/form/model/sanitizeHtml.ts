import DOMPurify from 'dompurify';

/** Rich text as it may be stored and shown: no scripts, handlers or foreign markup. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
