import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDefinition, ResourceDefinition } from '../../../registry/types';
import { registry } from '../../registry/registry';
import { filterKind, type FilterKind } from './filterKind';
import { checkFilterInput } from './filterValidation';
import { localNumberText, numberFilterText, numberSymbols, type NumberSymbols } from './filters/localeNumbers';
import { queryableColumns } from './listFields';
import type { ListState } from './useListState';
import { useDebouncedDraft } from './useDebouncedDraft';

type Texts = Readonly<Record<string, string>>;

const WHOLE_NUMBERS: readonly string[] = ['integer', 'bigint'];

const textsKey = (texts: Texts) =>
  JSON.stringify(
    Object.entries(texts)
      .filter(([, text]) => text !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  );

export interface FilterField {
  field: FieldDefinition;
  kind: FilterKind;
}

/**
 * The text an input shows for a filter the URL keeps: a number as the user's language writes it,
 * anything else as it is.
 */
function shownTexts(fields: readonly FilterField[], filters: Texts, symbols: NumberSymbols): Texts {
  const shown: Record<string, string> = {};
  for (const { field, kind } of fields) {
    const text = filters[field.name];
    if (text) shown[field.name] = kind.kind === 'number' ? localNumberText(text, symbols) : text;
  }
  return shown;
}

/**
 * The filter inputs of a list, one per filterable column, each of its field's kind. Typing is applied after a pause; an invalid filter shows its error and keeps the filter
 * applied before it. The URL keeps the prefix convention's text, numbers in plain form.
 */
export function useFilterInputs(resource: ResourceDefinition, list: ListState) {
  const { i18n } = useTranslation();
  const symbols = useMemo(() => numberSymbols(i18n.language), [i18n.language]);
  // Kept across renders: a reference's type-ahead asks again when its target changes.
  const fields = useMemo<FilterField[]>(
    () => queryableColumns(resource).map((field) => ({ field, kind: filterKind(registry, resource, field) })),
    [resource],
  );
  const { state } = list;
  const applied = shownTexts(fields, state.filters, symbols);

  /** What an input's text asks for: the URL's text, or the translation key of what is wrong with it. */
  const read = ({ field, kind }: FilterField, shown: string): { text: string; error?: string } => {
    // An input still showing the URL's filter is judged by the URL's text, which is what is sent.
    const number =
      kind.kind === 'number' && shown !== applied[field.name] ? numberFilterText(shown, symbols) : undefined;
    if (number && 'unreadable' in number)
      return {
        text: shown,
        error: WHOLE_NUMBERS.includes(field.sqlType) ? 'list.filter.invalid.integer' : 'list.filter.invalid.number',
      };
    const text = number?.text ?? (kind.kind === 'number' ? (state.filters[field.name] ?? '') : shown);
    return { text, error: checkFilterInput(field, kind, text)?.error };
  };

  const [texts, changeTexts] = useDebouncedDraft<Texts>(
    applied,
    (draft) => {
      const sent: Record<string, string> = {};
      for (const input of fields) {
        const { text, error } = read(input, draft[input.field.name] ?? '');
        const kept = error === undefined ? text : state.filters[input.field.name];
        if (kept) sent[input.field.name] = kept;
      }
      list.setFilters(sent);
      return shownTexts(fields, sent, symbols);
    },
    textsKey,
  );

  const errors: Record<string, string> = {};
  for (const input of fields) {
    const { error } = read(input, texts[input.field.name] ?? '');
    if (error) errors[input.field.name] = error;
  }

  return {
    fields,
    /** What each input shows: the prefix convention's text, numbers in the user's language. */
    texts,
    /** Translation keys of what is wrong with an input, by field. */
    errors,
    change: (field: string, text: string) => changeTexts({ ...texts, [field]: text }),
  };
}

export type FilterInputs = ReturnType<typeof useFilterInputs>;
