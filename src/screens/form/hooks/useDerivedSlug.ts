import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugify } from '../model/slug';

/**
 * Keeps a slug made from its source field while the user has not typed one. A saved record's
 * slug is part of its public address: it follows the source only while it is empty.
 */
export function useDerivedSlug(name: string, fromPath: string, editingSaved: boolean) {
  const { getValues, setValue } = useFormContext();
  const source = useWatch({ name: fromPath }) as unknown;
  const [derived, setDerived] = useState(() => {
    const slug = String(getValues(name) ?? '');
    return slug === '' || (!editingSaved && slug === slugify(String(getValues(fromPath) ?? '')));
  });

  useEffect(() => {
    if (!derived) return;
    const next = slugify(String(source ?? ''));
    if (getValues(name) !== next) setValue(name, next, { shouldDirty: true, shouldValidate: false });
  }, [derived, source, name, getValues, setValue]);

  return {
    /** The user typed a slug: it no longer follows the source. */
    typed: () => setDerived(false),
  };
}
