import { GRID_CHECKBOX_SELECTION_COL_DEF, type GridCellParams, type GridRowId } from '@mui/x-data-grid';
import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { opensRecord, type Point } from './rowClick';
import { ACTIONS_COLUMN } from './useGridColumns';

/** Cells that do something of their own when clicked or when Enter is pressed on them. */
const OWN_CELLS = [ACTIONS_COLUMN, GRID_CHECKBOX_SELECTION_COL_DEF.field];

/**
 * Opening a record from the grid: a click on its row or Enter on one of its cells, except on the
 * checkbox, the actions and controls in cells, and a drag (which selects text). The grid's root
 * tells where the button went down (`onMouseDown`); the click is judged against it.
 */
export function useRowClick(openRecord: ((id: GridRowId) => void) | undefined) {
  const pressedAt = useRef<Point>(undefined);
  if (!openRecord) return {};
  return {
    onMouseDown: ({ clientX, clientY }: MouseEvent) => {
      pressedAt.current = { clientX, clientY };
    },
    onCellClick: ({ field, id }: GridCellParams, event: MouseEvent) => {
      if (!OWN_CELLS.includes(field) && opensRecord(event, pressedAt.current)) openRecord(id);
    },
    onCellKeyDown: ({ field, id }: GridCellParams, event: KeyboardEvent) => {
      if (event.key === 'Enter' && !OWN_CELLS.includes(field)) openRecord(id);
    },
  };
}
