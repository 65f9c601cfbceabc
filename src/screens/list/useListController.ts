import { useGridApiRef, type GridRowSelectionModel } from '@mui/x-data-grid';
import type { BaseKey } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { ResourceDefinition } from '../../../registry/types';
import { hasFilters, rowsPerPage } from './listUrlState';
import { NO_SELECTION, selectedIds } from './selection';
import { useBulkDelete } from './useBulkDelete';
import { useColumnPreferences } from './useColumnPreferences';
import { useCsvExport } from './useCsvExport';
import { useSearchInput } from './useSearchInput';
import { useListState } from './useListState';
import { useRowActions } from './useRowActions';
import { useRecordActions } from '../actions/useRecordActions';
import { useRecordDelete } from './useRecordDelete';
import { useRecordRestore } from './useRecordRestore';
import { useResourceList } from './useResourceList';
import { usePageReferences } from '../references/useReferenceLabels';

/** Everything a generated list shows and does, for the components that render it. */
export function useListController(resource: ResourceDefinition) {
  const list = useListState(resource);
  const { state, setPage } = list;
  const records = useResourceList(resource, state);
  const search = useSearchInput(resource, list);
  const preferences = useColumnPreferences(resource);
  const actions = useRowActions(resource);
  const recordDelete = useRecordDelete(resource, state.trash, records.rows);
  const recordRestore = useRecordRestore(resource);
  const recordActions = useRecordActions(resource);
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  const bulkDelete = useBulkDelete(resource, state.trash, () => setSelection(NO_SELECTION));
  const csv = useCsvExport(resource, state);
  const navigate = useNavigate();
  const gridApi = useGridApiRef();
  // A hidden column's names are not fetched.
  const shown = resource.list.columns.filter((name) => preferences.columnVisibilityModel[name] !== false);
  const references = usePageReferences(resource, shown, records.rows);

  // A page past the end (the last rows deleted, an old bookmark) shows the last page instead.
  const lastPage = Math.max(1, Math.ceil(records.total / rowsPerPage(resource, state.perPage)));
  const pastTheEnd = !records.loading && !records.error && records.rows.length === 0 && state.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);

  const { editPath } = actions;
  const idField = resource.entity.idField;
  return {
    list,
    records,
    /** The names the page's reference columns show. */
    references,
    search,
    preferences,
    actions,
    recordDelete,
    recordRestore,
    recordActions,
    bulkDelete,
    /** The user may look into the resource's trash. */
    hasTrash: resource.entity.softDelete && actions.canDelete,
    csv,
    gridApi,
    selection,
    setSelection,
    selected: selectedIds(
      selection,
      records.rows.map((row) => row[idField] as BaseKey),
    ),
    filtered: hasFilters(state),
    // A record in the trash has no edit screen: it is restored first.
    openRecord: editPath && !state.trash ? (id: BaseKey) => navigate(editPath(id)) : undefined,
  };
}

export type ListController = ReturnType<typeof useListController>;
