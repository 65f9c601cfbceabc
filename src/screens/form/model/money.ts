/** Spec 1 §9: prices in euro, German format, at most two decimals. */
const GERMAN_FORMAT = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const WITH_THOUSANDS = /^-?\d{1,3}(\.\d{3})+(,\d{1,2})?$/;
const WITH_COMMA = /^-?\d+(,\d{1,2})?$/;
const WITH_POINT = /^-?\d+(\.\d{1,2})?$/;

export function formatMoney(amount: number): string {
  return GERMAN_FORMAT.format(amount);
}

/**
 * An amount as typed: `1.234,5`, `1234,50`, or with a decimal point (`12.50`, as pasted from
 * elsewhere); a point followed by three digits groups thousands. Answers undefined for anything else.
 */
export function parseMoney(text: string): number | undefined {
  const compact = text.replace(/[\s\u00a0€]/g, '');
  let normalised: string | undefined;
  if (WITH_THOUSANDS.test(compact)) normalised = compact.replaceAll('.', '').replace(',', '.');
  else if (WITH_COMMA.test(compact)) normalised = compact.replace(',', '.');
  else if (WITH_POINT.test(compact)) normalised = compact;
  return normalised === undefined ? undefined : Math.round(Number(normalised) * 100) / 100;
}
