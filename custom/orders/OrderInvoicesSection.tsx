import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ResourceDefinition } from '../../registry/types';
import {
  DetailSection,
  DetailTable,
  formatDate,
  RecordActionButtons,
  useResourceLabels,
  useFormats,
} from '../../src/console';

type Row = Record<string, unknown>;

/** The order's invoices, each leading to its screen, with the invoice's own actions (the PDF download). */
export function OrderInvoicesSection({ invoices, rows }: { invoices: ResourceDefinition; rows: readonly Row[] }) {
  const { t } = useTranslation();
  const format = useFormats();
  const labels = useResourceLabels(invoices);
  return (
    <DetailSection title={t('tickets.order.invoices', { count: rows.length })}>
      <DetailTable
        rowCount={rows.length}
        emptyText={t('tickets.order.noInvoices')}
        head={
          <>
            <TableCell>{labels.field('number')}</TableCell>
            <TableCell>{labels.field('date')}</TableCell>
            <TableCell align="right">{labels.field('gross_total')}</TableCell>
            <TableCell />
          </>
        }
      >
        {rows.map((invoice) => {
          const id = String(invoice[invoices.entity.idField]);
          return (
            <TableRow key={id}>
              <TableCell>
                <Link component={RouterLink} to={`${invoices.route}/${id}`}>
                  {String(invoice.number)}
                </Link>
              </TableCell>
              <TableCell>{formatDate(invoice.date as string)}</TableCell>
              <TableCell align="right">{format.money(invoice.gross_total as number)}</TableCell>
              <TableCell align="right">
                <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                  <RecordActionButtons resource={invoices} record={invoice} />
                </Stack>
              </TableCell>
            </TableRow>
          );
        })}
      </DetailTable>
    </DetailSection>
  );
}
