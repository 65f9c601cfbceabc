/** A JSON Schema a setting's value must match (its stored text read as JSON where it is JSON). */
export type SettingSchema = Readonly<Record<string, unknown>>;

/** One setting the server knows: what its value must be, and the value it has until one is stored. */
export interface SettingDefinition<Value> {
  schema: SettingSchema;
  fallback: Value;
}

export const setting = <Value>(schema: SettingSchema, fallback: Value): SettingDefinition<Value> => ({
  schema,
  fallback,
});

export const flag = (fallback: boolean) => setting<boolean>({ type: 'boolean' }, fallback);

/** The spec's 0/1 switches (booking email active 1, image download 0). */
export const onOff = (fallback: 0 | 1) => setting<0 | 1>({ enum: [0, 1] }, fallback);

export const count = (fallback: number) => setting<number>({ type: 'integer', minimum: 0 }, fallback);

/** A path of the public website, between slashes (`/travel-overview/`). */
export const webPath = (fallback: string) =>
  setting<string>({ type: 'string', pattern: '^/([a-z0-9-]+/)*$', maxLength: 200 }, fallback);
