import type { GridRowId, GridRowSelectionModel } from '@mui/x-data-grid';

export const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** The rows of the page the grid's selection covers ("all" selects the page's rows but those excluded). */
export function selectedIds(model: GridRowSelectionModel, rowIds: readonly GridRowId[]): GridRowId[] {
  return rowIds.filter((id) => (model.type === 'include' ? model.ids.has(id) : !model.ids.has(id)));
}
