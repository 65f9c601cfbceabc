import type { EntityDefinition } from '../../registry/types.ts';
import { hashPassword } from '../auth/passwords.ts';

/** The values with every password field (x-password) replaced by its argon2id hash. */
export async function hashPasswords(
  entity: EntityDefinition,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const hashed = { ...values };
  for (const [name, value] of Object.entries(values)) {
    if (entity.fields[name]?.password && typeof value === 'string') hashed[name] = await hashPassword(value);
  }
  return hashed;
}
