/** A mobile number as Twilio takes it: E.164, `+` and 7 to 15 digits. */
const E164 = /^\+[1-9][0-9]{6,14}$/;

/**
 * The number in E.164, as people type it in Germany: spaces, dashes, slashes, dots and brackets
 * dropped, `00` as the international prefix, and a leading single `0` (a German number) as `+49`.
 * Undefined when it is no phone number.
 */
export function mobileInE164(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const compact = text.replace(/[\s\-/.()]/g, '');
  const international = compact.startsWith('00')
    ? `+${compact.slice(2)}`
    : compact.startsWith('0')
      ? `+49${compact.slice(1)}`
      : compact;
  return E164.test(international) ? international : undefined;
}
