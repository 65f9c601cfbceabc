import type { Agency } from './agencyTypes';

/** The agency fields the profile shows, in order; the last two only an agencyadmin-update holder changes. */
export const PROFILE_FIELDS = [
  'name',
  'street',
  'zip',
  'city',
  'country',
  'contact_person',
  'phone',
  'email',
  'cancellation_email',
  'commission_rate',
  'ratio_id',
] as const satisfies readonly (keyof Agency)[];
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const AGENCYADMIN_FIELDS: readonly ProfileField[] = ['commission_rate', 'ratio_id'];

export type ProfileInputs = Record<ProfileField, string>;

export const profileInputs = (agency: Agency): ProfileInputs =>
  Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, agency[field] === null ? '' : String(agency[field])]),
  ) as ProfileInputs;

const NUMBERS: readonly ProfileField[] = ['commission_rate', 'ratio_id'];
const REQUIRED: readonly ProfileField[] = ['name', 'country'];

/** An input as the API takes it: empty is null (a required field sends its text), a number field a number. */
function valueOf(field: ProfileField, input: string): unknown {
  const text = input.trim();
  if (text === '') return REQUIRED.includes(field) ? text : null;
  if (!NUMBERS.includes(field)) return text;
  const number = Number(text.replace(',', '.'));
  return Number.isFinite(number) ? number : text;
}

/** The PATCH body: the fields changed since the agency was loaded, those the user may change. */
export function profileChanges(agency: Agency, inputs: ProfileInputs, fields: readonly ProfileField[]) {
  const before = profileInputs(agency);
  return Object.fromEntries(
    fields.filter((field) => inputs[field] !== before[field]).map((field) => [field, valueOf(field, inputs[field])]),
  ) as Partial<Agency>;
}
