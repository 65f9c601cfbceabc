import type { ResourceDefinition } from '../../../registry/types';
import { useResourceLabels } from '../labels';
import { FilterPanel } from './FilterPanel';
import type { ListState } from './useListState';
import { useFilterInputs } from './useFilterInputs';

interface ListFiltersProps {
  id: string;
  resource: ResourceDefinition;
  list: ListState;
  filtered: boolean;
}

/** The filter panel of a list with its inputs, loaded when first opened. */
export default function ListFilters({ id, resource, list, filtered }: ListFiltersProps) {
  const labels = useResourceLabels(resource);
  const inputs = useFilterInputs(resource, list);
  return (
    <FilterPanel
      id={id}
      inputs={inputs}
      label={labels.field}
      enumLabel={labels.enumValue}
      filtered={filtered}
      onClear={list.clearFilters}
    />
  );
}
