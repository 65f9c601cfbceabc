/**
 * What rich text may hold, for the console's editor and the server's writes alike (DOMPurify's
 * options): HTML only, without scripts, event handlers or foreign markup.
 */
export const RICH_TEXT_PURIFY = { USE_PROFILES: { html: true } } as const;
