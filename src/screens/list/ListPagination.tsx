import { useGridRootProps } from '@mui/x-data-grid';

/** The list's paging, as the grid's footer shows it. */
export interface ListPaging {
  /** 0-based, as the footer counts. */
  page: number;
  rows: number;
  total: number;
  /** Rows per page the user may choose. */
  sizes: number[];
  onPage: (page: number) => void;
  onRows: (rows: number) => void;
}

declare module '@mui/x-data-grid' {
  interface PaginationPropsOverrides {
    paging?: ListPaging;
  }
}

/**
 * The grid's footer pagination fed by the list rather than by the grid: the community grid
 * refuses pages above 100 rows, and the spec's lists have 150 (agency customers) and 1000 ("all").
 * In server mode the grid shows every row it is given, so only the footer needs replacing.
 */
export function ListPagination({ paging }: { paging?: ListPaging }) {
  const { slots, slotProps } = useGridRootProps();
  if (!paging) return null;
  const Pagination = slots.basePagination;
  return (
    <Pagination
      count={paging.total}
      page={paging.page}
      rowsPerPage={paging.rows}
      rowsPerPageOptions={paging.sizes}
      onPageChange={(_event, page) => paging.onPage(page)}
      onRowsPerPageChange={paging.onRows}
      {...slotProps?.basePagination}
    />
  );
}
