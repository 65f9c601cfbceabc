/** Client-side checks of the account forms, answering the spec's message keys (spec 1 §5). */
export type Rule<Field extends string> = (value: string, values: Record<Field, string>) => string | undefined;

export type Rules<Field extends string> = Partial<Record<Field, Rule<Field>[]>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const required: Rule<string> = (value) => (value.trim() ? undefined : 'error.empty');

export const email: Rule<string> = (value) => (EMAIL.test(value.trim()) ? undefined : 'error.email');

export const min8: Rule<string> = (value) => (value.length >= 8 ? undefined : 'error.min8');

/** The confirmation must equal the field it confirms. */
export const sameAs =
  <Field extends string>(other: Field): Rule<Field> =>
  (value, values) =>
    value === values[other] ? undefined : 'error.passmatch';

/** The first failing rule's key per field, for the fields named (all by default). */
export function validate<Field extends string>(
  values: Record<Field, string>,
  rules: Rules<Field>,
  fields: readonly Field[] = Object.keys(values) as Field[],
): Partial<Record<Field, string>> {
  const found: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    for (const rule of rules[field] ?? []) {
      const key = rule(values[field], values);
      if (key) {
        found[field] = key;
        break;
      }
    }
  }
  return found;
}
