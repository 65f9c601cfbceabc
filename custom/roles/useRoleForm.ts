import { useWarnAboutChange } from '@refinedev/core';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../src/console';
import type { Role, RoleValues } from './role';
import { accessMap, grantedRights } from './roleAccess';
import { useRoleMatrix } from './useRoleMatrix';

export interface RoleFormErrors {
  role?: string;
  form?: string;
}

function formErrors(error: unknown, t: TFunction): RoleFormErrors {
  const roleError = error instanceof ApiError ? error.errors.find((entry) => entry.field === 'role') : undefined;
  return roleError ? { role: t(roleError.key, roleError.params ?? {}) } : { form: errorMessage(error, t) };
}

const same = (a: RoleValues, b: RoleValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The editor's state: name, admin flag and access matrix, whether they differ from what is
 * saved (which arms Refine's leave-page warning), and saving with the server's errors.
 */
export function useRoleForm(
  initial: Pick<Role, 'role' | 'admin' | 'access'>,
  save: (values: RoleValues) => Promise<unknown>,
) {
  const { t } = useTranslation();
  const matrix = useRoleMatrix(initial.access);
  const [name, setName] = useState(initial.role);
  const [admin, setAdmin] = useState(initial.admin);
  const [saved, setSaved] = useState<RoleValues>(() => ({
    role: initial.role,
    admin: initial.admin,
    access: accessMap(grantedRights(initial.access)),
  }));
  const [errors, setErrors] = useState<RoleFormErrors>({});
  const [saving, setSaving] = useState(false);
  const values: RoleValues = { role: name.trim(), admin, access: matrix.access };
  const dirty = !same(values, saved);

  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    setWarnWhen(dirty);
    return () => setWarnWhen(false);
  }, [dirty, setWarnWhen]);

  const submit = async () => {
    if (!values.role) {
      setErrors({ role: t('error.empty') });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await save(values);
      setSaved(values);
    } catch (error) {
      setErrors(formErrors(error, t));
      // Saving disarmed the leave-page warning; the changes are still unsaved.
      setWarnWhen(true);
    } finally {
      setSaving(false);
    }
  };

  return { name, setName, admin, setAdmin, matrix, dirty, errors, saving, submit };
}
