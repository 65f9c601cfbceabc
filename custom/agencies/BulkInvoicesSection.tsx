import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DetailSection, DetailTable, formatDate, useFormats, useApiGet } from '../../src/console';
import { bulkInvoicePdfPath, bulkInvoicesPath } from './agencyCalls';
import type { BulkInvoice } from './agencyTypes';
import { usePdfDownload } from './usePdfDownload';

/** The agency's bulk invoices in Ratio, each with its PDF. */
export function BulkInvoicesSection({ agency }: { agency: number }) {
  const { t } = useTranslation();
  const format = useFormats();
  const { answer, error } = useApiGet<{ data: BulkInvoice[] }>(bulkInvoicesPath(agency));
  const pdf = usePdfDownload();
  const rows = answer?.data;
  return (
    <DetailSection title={t('agencies.invoices.title')}>
      {error ? (
        <Typography color="error">{error}</Typography>
      ) : (
        <DetailTable
          rowCount={rows?.length ?? 0}
          emptyText={rows ? t('agencies.invoices.none') : undefined}
          head={
            <>
              <TableCell>{t('agencies.invoices.number')}</TableCell>
              <TableCell>{t('agencies.invoices.date')}</TableCell>
              <TableCell align="right">{t('agencies.invoices.bookings')}</TableCell>
              <TableCell align="right">{t('agencies.invoices.amount')}</TableCell>
              <TableCell />
            </>
          }
        >
          {rows?.map((invoice) => {
            const path = bulkInvoicePdfPath(invoice.sammelRechnungNr);
            return (
              <TableRow key={invoice.sammelRechnungNr}>
                <TableCell>{invoice.sammelRechnungNr}</TableCell>
                <TableCell>{formatDate(invoice.datum)}</TableCell>
                <TableCell align="right">{format.count(invoice.vorgaenge.length)}</TableCell>
                <TableCell align="right">{format.money(invoice.betrag)}</TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    disabled={pdf.loading === path}
                    aria-label={t('agencies.invoices.pdfOf', { number: invoice.sammelRechnungNr })}
                    onClick={() => void pdf.download(path, `${invoice.sammelRechnungNr}.pdf`)}
                  >
                    PDF
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </DetailTable>
      )}
    </DetailSection>
  );
}
