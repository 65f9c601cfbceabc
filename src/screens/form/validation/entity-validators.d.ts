/** Made at build time by vite/entity-validators-plugin.ts. */
declare module 'virtual:entity-validators' {
  import type { ErrorObject } from 'ajv';

  /** An entity's body check as Ajv's standalone code: true when valid, else the problems in `errors`. */
  export interface CompiledValidator {
    (body: unknown): boolean;
    errors?: ErrorObject[] | null;
  }

  /** By entity name (`tickets/genre`): the checks of a create (POST) and a patch (PATCH) body. */
  export const entityValidators: Readonly<Record<string, { create: CompiledValidator; patch: CompiledValidator }>>;
}
