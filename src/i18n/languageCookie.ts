/** The spec's language cookie: `i18n_redirected`, 365 days, SameSite=Lax, no locale prefix in URLs. */
const COOKIE = 'i18n_redirected';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function readLanguageCookie(): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(COOKIE.length + 1)) : undefined;
}

export function writeLanguageCookie(language: string) {
  document.cookie = `${COOKIE}=${encodeURIComponent(language)}; max-age=${MAX_AGE_SECONDS}; path=/; samesite=lax`;
}
