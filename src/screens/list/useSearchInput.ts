import type { ResourceDefinition } from '../../../registry/types';
import type { ListState } from './useListState';
import { useDebouncedDraft } from './useDebouncedDraft';

/** The search box of a list over the resource's search columns, applied once typing pauses. */
export function useSearchInput(resource: ResourceDefinition, list: ListState) {
  const [search, changeSearch] = useDebouncedDraft(
    list.state.search,
    (draft) => {
      list.setSearch(draft);
      return draft;
    },
    String,
  );
  return { search, changeSearch, searchable: resource.search.length > 0 };
}
