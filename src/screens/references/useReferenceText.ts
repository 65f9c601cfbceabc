import { useMemo } from 'react';
import type { ResourceDefinition } from '../../../registry/types';
import { registry } from '../../registry/registry';
import { referenceTarget } from '../form/model/referenceTarget';
import { labelOrId } from './referenceApi';
import { useReferenceLabels } from './useReferenceLabels';

/** A reference field's value as the names of what it points to; undefined for any other field or no value. */
export function useReferenceText(resource: ResourceDefinition, fieldName: string, value: unknown): string | undefined {
  const target = useMemo(() => referenceTarget(registry, resource, fieldName), [resource, fieldName]);
  const ids = target === undefined || value === null || value === undefined ? [] : [value].flat();
  const { names } = useReferenceLabels(target, ids);
  if (!target || ids.length === 0) return undefined;
  return ids.map((id) => (typeof id === 'number' ? labelOrId(names, id) : String(id))).join(', ');
}
