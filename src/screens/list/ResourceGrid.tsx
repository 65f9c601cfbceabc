import { DataGrid, type GridColDef, type GridRowSelectionModel, type GridValidRowModel } from '@mui/x-data-grid';
import Box from '@mui/material/Box';
import type { BaseKey } from '@refinedev/core';
import { useMemo } from 'react';
import type { ResourceDefinition } from '../../../registry/types';
import { EmptyOverlay } from './EmptyOverlay';
import { ListPagination, type ListPaging } from './ListPagination';
import { ALL_ROWS, pageSizeOptions, rowsPerPage } from './listUrlState';
import { gridSortModel, sortAfterHeaderClick } from './sortModel';
import type { ListController } from './useListController';
import { useGridLocaleText } from './useGridLocaleText';
import { useRowClick } from './useRowClick';

interface ResourceGridProps {
  resource: ResourceDefinition;
  /** The list's name, for screen readers. */
  title: string;
  controller: ListController;
  columns: GridColDef[];
}

const GRID_PAGINATION = { page: 0, pageSize: 100 };

/**
 * Up to this many rows a page shows them all and the page scrolls; a longer page scrolls inside a
 * grid as high as the window, which keeps only the rows in view in the document.
 */
const ROWS_SHOWN_WHOLE = 100;
const LONG_PAGE_SX = { display: 'flex', flexDirection: 'column', height: 'max(24rem, calc(100dvh - 14rem))' } as const;

/**
 * The page of records in the community Data Grid: paged and sorted by the server, the sort fed
 * into the list's own multi-column sort. A click or Enter on a row opens its record (to edit, or
 * to read for users who may not update it); the checkbox, the actions and links in cells keep their own.
 */
export function ResourceGrid({ resource, title, controller, columns }: ResourceGridProps) {
  const { list, records, preferences, selection, setSelection, openRecord, filtered } = controller;
  const { state } = list;
  const localeText = useGridLocaleText(records.totalIsEstimate);
  const { onMouseDown, ...rowClick } = useRowClick(openRecord);
  const idField = resource.entity.idField;
  const { page, perPage } = state;
  const rows = rowsPerPage(resource, perPage);
  const paging = useMemo<ListPaging>(() => {
    const sizes = pageSizeOptions(resource).map((size) => rowsPerPage(resource, size));
    return {
      page: page - 1,
      rows,
      total: records.total,
      sizes: [...new Set(sizes)],
      onPage: (shown) => list.setPage(shown + 1),
      onRows: (chosen) => list.setPerPage(chosen === rowsPerPage(resource, ALL_ROWS) ? ALL_ROWS : chosen),
    };
  }, [resource, page, rows, records.total, list]);
  const { field: sortField, order: sortOrder } = state.sorts[0] ?? {};
  const sortModel = useMemo(
    () => gridSortModel(sortField && sortOrder ? [{ field: sortField, order: sortOrder }] : []),
    [sortField, sortOrder],
  );

  const grid = (
    <DataGrid
      apiRef={controller.gridApi}
      aria-label={title}
      rows={records.rows}
      getRowId={(row: GridValidRowModel) => row[idField] as BaseKey}
      columns={columns}
      loading={records.loading}
      rowCount={records.total}
      paginationMode="server"
      // The grid's own model stays within its limit; the footer pages the list (see ListPagination).
      paginationModel={GRID_PAGINATION}
      pageSizeOptions={[GRID_PAGINATION.pageSize]}
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
      {...rowClick}
      sx={openRecord && { '& .MuiDataGrid-row': { cursor: 'pointer' } }}
      localeText={localeText}
      slots={{ noRowsOverlay: EmptyOverlay, pagination: ListPagination }}
      slotProps={{
        // The grid passes on no handlers of its root but these.
        root: { onMouseDown },
        // The grid may only hold rows: it says it is busy, and its loading bar and skeleton are for the eyes only.
        main: { 'aria-busy': records.loading },
        loadingOverlay: { 'aria-hidden': true },
        pagination: { paging },
        noRowsOverlay: { filtered, onClearFilters: list.clearFilters },
        // The list's own chips sort; the menu's "sort ascending" would mean "toggle" here.
        columnMenu: { slots: { columnMenuSortItem: null } },
      }}
    />
  );
  return rows > ROWS_SHOWN_WHOLE ? <Box sx={LONG_PAGE_SX}>{grid}</Box> : grid;
}
