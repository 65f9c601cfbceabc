/** The languages of the dictionaries (spec 1 §9), as the spec names them (`dk` is Danish). */
export const LANGUAGE_CODES = ['ar', 'de', 'dk', 'en', 'es', 'fr', 'ja', 'ko', 'pt', 'ru', 'zh'] as const;
