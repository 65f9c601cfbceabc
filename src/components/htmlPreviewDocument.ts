/**
 * What a preview of a mail's HTML shows it in: the HTML as written, with a policy that lets no script,
 * plugin or form run even where a frame's sandbox would not stop them, and links that would leave the
 * preview (which its sandbox then refuses) rather than replace it. The additions go into the head, or
 * after the doctype of a document without one, so that the document keeps its rendering mode.
 */
export function htmlPreviewDocument(html: string): string {
  const additions =
    "<meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'none'; object-src 'none'; form-action 'none'\">" +
    '<base target="_blank">';
  const head = /<head(\s[^>]*)?>/i.exec(html);
  const opening = head ?? /<html(\s[^>]*)?>/i.exec(html) ?? /^\s*<!doctype[^>]*>/i.exec(html);
  if (!opening) return additions + html;
  const at = opening.index + opening[0].length;
  return html.slice(0, at) + additions + html.slice(at);
}
