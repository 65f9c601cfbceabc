import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type GridColDef,
  type GridRowSelectionModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import type { BaseKey } from '@refinedev/core';
import { useMemo } from 'react';
import type { ResourceDefinition } from '../../../registry/types';
import { EmptyOverlay } from './EmptyOverlay';
import { pageSizeOptions } from './listUrlState';
import { gridSortModel, sortAfterHeaderClick } from './sortModel';
import { ACTIONS_COLUMN } from './useGridColumns';
import type { ListController } from './useListController';
import { useGridLocaleText } from './useGridLocaleText';

interface ResourceGridProps {
  resource: ResourceDefinition;
  /** The list's name, for screen readers. */
  title: string;
  controller: ListController;
  columns: GridColDef[];
}

/** Cells that do something of their own when Enter is pressed on them. */
const OWN_ENTER = [ACTIONS_COLUMN, GRID_CHECKBOX_SELECTION_COL_DEF.field];

/**
 * The page of records in the community Data Grid: paged and sorted by the server, the sort fed
 * into the list's own multi-column sort. Double-click or Enter on a row opens it for editing.
 */
export function ResourceGrid({ resource, title, controller, columns }: ResourceGridProps) {
  const { list, records, preferences, selection, setSelection, openRecord, filtered } = controller;
  const { state } = list;
  const localeText = useGridLocaleText(records.totalIsEstimate);
  const idField = resource.entity.idField;
  // The grid takes a new model object for a change: on a new sort it returns to the first page.
  const { page, perPage } = state;
  const paginationModel = useMemo(() => ({ page: page - 1, pageSize: perPage }), [page, perPage]);
  const { field: sortField, order: sortOrder } = state.sorts[0] ?? {};
  const sortModel = useMemo(
    () => gridSortModel(sortField && sortOrder ? [{ field: sortField, order: sortOrder }] : []),
    [sortField, sortOrder],
  );

  return (
    <DataGrid
      apiRef={controller.gridApi}
      aria-label={title}
      rows={records.rows}
      getRowId={(row: GridValidRowModel) => row[idField] as BaseKey}
      columns={columns}
      loading={records.loading}
      rowCount={records.total}
      paginationMode="server"
      paginationModel={paginationModel}
      onPaginationModelChange={(model) =>
        model.pageSize !== state.perPage ? list.setPerPage(model.pageSize) : list.setPage(model.page + 1)
      }
      pageSizeOptions={pageSizeOptions(resource)}
      sortingMode="server"
      sortingOrder={['asc', 'desc']}
      sortModel={sortModel}
      onSortModelChange={(model) => list.setSorts(sortAfterHeaderClick(state.sorts, model, idField))}
      disableColumnFilter
      columnVisibilityModel={preferences.columnVisibilityModel}
      onColumnVisibilityModelChange={preferences.setColumnVisibilityModel}
      density={preferences.density}
      onDensityChange={preferences.setDensity}
      checkboxSelection={controller.actions.canDelete}
      disableRowSelectionOnClick
      rowSelectionModel={selection}
      onRowSelectionModelChange={(model: GridRowSelectionModel) => setSelection(model)}
      onRowDoubleClick={openRecord && (({ id }) => openRecord(id))}
      onCellKeyDown={(params, event) => {
        if (openRecord && event.key === 'Enter' && !OWN_ENTER.includes(params.field)) openRecord(params.id);
      }}
      localeText={localeText}
      slots={{ noRowsOverlay: EmptyOverlay }}
      slotProps={{
        noRowsOverlay: { filtered, onClearFilters: list.clearFilters },
        // The list's own chips sort; the menu's "sort ascending" would mean "toggle" here.
        columnMenu: { slots: { columnMenuSortItem: null } },
      }}
    />
  );
}
