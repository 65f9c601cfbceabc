import { useList, type CrudFilter } from '@refinedev/core';
import { useState } from 'react';
import type { ResourceDefinition } from '../../registry/types';

/** Cards on one page of the grid. */
export const CARDS_PER_PAGE = 24;

/** A template as its card shows it. */
export interface TemplateCardRecord {
  id_nl_template: number;
  name: string;
  purpose: string;
  locale: string;
  description: string | null;
  html_part: string | null;
  updated_at: string;
}

/** The templates a page of cards shows: searched by words, narrowed to one type, by name. */
export function useTemplateCards(resource: ResourceDefinition) {
  const [words, setWords] = useState('');
  const [purpose, setPurpose] = useState('');
  const [page, setPage] = useState(1);
  const filters: CrudFilter[] = [{ field: 'q', operator: 'contains', value: words }];
  if (purpose) filters.push({ field: 'purpose', operator: 'eq', value: purpose });
  const { result, query } = useList<TemplateCardRecord>({
    resource: resource.name,
    pagination: { currentPage: page, pageSize: CARDS_PER_PAGE },
    sorters: [{ field: 'name', order: 'asc' }],
    filters,
  });
  return {
    templates: result.data,
    total: result.total ?? 0,
    loading: query.isLoading,
    error: query.error ?? undefined,
    words,
    search: (next: string) => {
      setWords(next);
      setPage(1);
      return next;
    },
    purpose,
    setPurpose: (next: string) => {
      setPurpose(next);
      setPage(1);
    },
    page,
    setPage,
  };
}
