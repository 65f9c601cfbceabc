import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  type CustomPageProps,
  DetailSection,
  DetailTable,
  formatDate,
  useAreaTranslation,
  useFormats,
  useApiGet,
} from '../../src/console';
import { commissionPath, commissionPdfPath, type CommissionPeriod } from './agencyCalls';
import { AgencyPageHeader } from './AgencyPageHeader';
import type { CommissionStatement } from './agencyTypes';
import { BulkInvoicesSection } from './BulkInvoicesSection';
import { currentYear, isPeriod } from './commissionPeriod';
import { useChosenAgency } from './useChosenAgency';
import { usePdfDownload } from './usePdfDownload';

/**
 * `/agencies/provision`: the agency's commission statement for a period (this year unless chosen):
 * each firm booking with its price and the commission on it, the totals, the statement as a PDF,
 * and the agency's bulk invoices.
 */
export default function AgencyCommissionPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const format = useFormats();
  const { chooser, agency } = useChosenAgency();
  const [dates, setDates] = useState(currentYear);
  const period: CommissionPeriod = { ...dates, agency };
  const valid = isPeriod(dates);
  const { answer, loading, error } = useApiGet<{ data: CommissionStatement }>(
    valid ? commissionPath(period) : undefined,
  );
  const pdf = usePdfDownload();
  const statement = answer?.data;
  const pdfPath = commissionPdfPath(period);

  return (
    <Stack spacing={2}>
      <AgencyPageHeader
        title={t('agencies.commission.title')}
        chooser={chooser}
        actions={
          <Button
            variant="outlined"
            disabled={!valid || !statement?.agency || pdf.loading === pdfPath}
            onClick={() => void pdf.download(pdfPath, `commission-${dates.from}-${dates.till}.pdf`)}
          >
            {t('agencies.commission.pdf')}
          </Button>
        }
      />
      <Stack direction="row" spacing={2}>
        <TextField
          type="date"
          label={t('agencies.commission.from')}
          value={dates.from}
          onChange={(event) => setDates((current) => ({ ...current, from: event.target.value }))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('agencies.commission.till')}
          value={dates.till}
          onChange={(event) => setDates((current) => ({ ...current, till: event.target.value }))}
          error={!valid}
          helperText={valid ? undefined : t('agencies.commission.badPeriod')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      {statement && !statement.agency && (
        <Typography>{t(chooser ? 'agencies.chooseAgency' : 'agencies.noAgency')}</Typography>
      )}
      {statement?.agency && (
        <DetailSection
          title={t('agencies.commission.bookingsOf', {
            agency: statement.agency.name,
            rate: format.percent(statement.agency.commission_rate),
          })}
        >
          <DetailTable
            rowCount={statement.rows.length}
            emptyText={loading ? undefined : t('agencies.commission.none')}
            head={
              <>
                <TableCell>{t('agencies.commission.number')}</TableCell>
                <TableCell>{t('agencies.commission.booker')}</TableCell>
                <TableCell>{t('agencies.commission.journey')}</TableCell>
                <TableCell>{t('agencies.commission.start')}</TableCell>
                <TableCell align="right">{t('agencies.commission.price')}</TableCell>
                <TableCell align="right">{t('agencies.commission.commission')}</TableCell>
              </>
            }
          >
            {statement.rows.map((row) => (
              <TableRow key={row.id_pc_process}>
                <TableCell>
                  <Link component={RouterLink} to={`/agencies/vorgang/${row.id_pc_process}`}>
                    {row.number}
                  </Link>
                </TableCell>
                <TableCell>{row.booker}</TableCell>
                <TableCell>{row.title}</TableCell>
                <TableCell>{formatDate(row.journey_start)}</TableCell>
                <TableCell align="right">{format.money(row.price)}</TableCell>
                <TableCell align="right">{format.money(row.commission)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={4} sx={{ fontWeight: 'bold' }}>
                {t('agencies.commission.totals', { number: format.count(statement.totals.bookings) })}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                {format.money(statement.totals.price)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                {format.money(statement.totals.commission)}
              </TableCell>
            </TableRow>
          </DetailTable>
        </DetailSection>
      )}
      {statement?.agency && <BulkInvoicesSection agency={statement.agency.id_agency} />}
    </Stack>
  );
}
