import type { ResourceDefinition } from '../../../registry/types';
import { checkFilterInput } from './filterValidation';
import { queryableColumns } from './listFields';
import type { ListState } from './useListState';
import { useDebouncedDraft } from './useDebouncedDraft';

type Texts = Readonly<Record<string, string>>;

const textsKey = (texts: Texts) =>
  JSON.stringify(
    Object.entries(texts)
      .filter(([, text]) => text !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );

/**
 * The filter inputs of a list, one per filterable column, and the search box. Typing is applied
 * after a pause; an invalid filter shows its error and keeps the filter applied before it.
 */
export function useFilterInputs(resource: ResourceDefinition, list: ListState) {
  const fields = queryableColumns(resource);
  const { state } = list;

  const [texts, changeTexts] = useDebouncedDraft<Texts>(
    state.filters,
    (draft) => {
      const sent: Record<string, string> = {};
      for (const field of fields) {
        const text = draft[field.name] ?? '';
        const usable = checkFilterInput(field, text)?.error === undefined;
        const kept = usable ? text : state.filters[field.name];
        if (kept) sent[field.name] = kept;
      }
      list.setFilters(sent);
      return sent;
    },
    textsKey,
  );
  const [search, changeSearch] = useDebouncedDraft(
    state.search,
    (draft) => {
      list.setSearch(draft);
      return draft;
    },
    String,
  );

  const errors: Record<string, string> = {};
  for (const field of fields) {
    const error = checkFilterInput(field, texts[field.name] ?? '')?.error;
    if (error) errors[field.name] = error;
  }

  return {
    fields,
    texts,
    /** Translation keys of what is wrong with an input, by field. */
    errors,
    change: (field: string, text: string) => changeTexts({ ...texts, [field]: text }),
    search,
    changeSearch,
    searchable: resource.search.length > 0,
  };
}

export type FilterInputs = ReturnType<typeof useFilterInputs>;
