import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface DetailTableProps {
  rowCount: number;
  /** Said instead of the table when there are no rows; without it (rows still loading) nothing is. */
  emptyText: string | undefined;
  /** The header row's cells. */
  head: ReactNode;
  /** The body's rows. */
  children: ReactNode;
}

/** A detail section's small table of related records, or a line saying there are none. */
export function DetailTable({ rowCount, emptyText, head, children }: DetailTableProps) {
  if (rowCount === 0)
    return emptyText === undefined ? null : <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>{head}</TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}
