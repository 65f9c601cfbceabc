/**
 * What `record` holds under `key` itself. A plain lookup (`record[key]`) also finds what every
 * object inherits: `fields['toString']` is Object.prototype.toString. Every lookup by a name a
 * client chose goes through here.
 */
export function ownValue<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** Whether a plain object answers `name` without holding it: `constructor`, `__proto__`, `toString`, ... */
export const isBuiltInName = (name: string) => Object.hasOwn(Object.prototype, name);
