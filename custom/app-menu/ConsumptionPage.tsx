import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import {
  type CustomPageProps,
  DetailSection,
  DetailTable,
  useApiGet,
  useAreaTranslation,
  useFormats,
  useResourceLabels,
} from '../../src/console';
import { amountOf, consumptionByDay, type ConsumptionRow } from './consumptionDays';

/**
 * `/appuser/Consumption`: what the user ordered from the travel menus, by journey and day, with the
 * totals of each day and of all.
 */
export default function ConsumptionPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const labels = useResourceLabels(resource);
  const format = useFormats();
  const { answer: rows, loading, error } = useApiGet<ConsumptionRow[]>(`${resource.api}?pagination=false`);
  const ids = [...new Set((rows ?? []).map((row) => row.id_app_departure))];
  const { answer: names } = useApiGet<{ id: number; label: string }[]>(
    ids.length > 0 ? `${resource.api}/references/id_app_departure?id[$in]=${ids.join(',')}` : undefined,
  );
  const nameOf = (id: number) => names?.find((name) => name.id === id)?.label ?? `#${id}`;
  const { departures, total } = consumptionByDay(rows ?? []);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {labels.resource}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {rows && rows.length === 0 && <Typography>{t('app.menu.nothingOrdered')}</Typography>}
      {departures.map(({ departure, days, total: departureTotal }) => (
        <DetailSection key={departure} title={nameOf(departure)}>
          <DetailTable
            rowCount={days.length}
            emptyText={loading ? undefined : t('app.menu.nothingOrdered')}
            head={
              <>
                <TableCell>{labels.field('name')}</TableCell>
                <TableCell>{labels.field('course')}</TableCell>
                <TableCell align="right">{labels.field('quantity')}</TableCell>
                <TableCell align="right">{labels.field('price')}</TableCell>
                <TableCell align="right">{t('app.menu.amount')}</TableCell>
              </>
            }
          >
            {days.map((day) => (
              <Fragment key={day.day}>
                <TableRow>
                  <TableCell colSpan={5} sx={{ fontWeight: 'bold' }}>
                    {t('app.menu.dayNumber', { day: day.day })}
                  </TableCell>
                </TableRow>
                {day.rows.map((row) => (
                  <TableRow key={row.id_consumption}>
                    <TableCell>{row.name}</TableCell>
                    <TableCell>{labels.enumValue('course', row.course)}</TableCell>
                    <TableCell align="right">{format.count(row.quantity)}</TableCell>
                    <TableCell align="right">{format.money(row.price)}</TableCell>
                    <TableCell align="right">{format.money(amountOf(row))}</TableCell>
                  </TableRow>
                ))}
                <TableRow data-testid="day-total">
                  <TableCell colSpan={4}>{t('app.menu.dayTotal', { day: day.day })}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                    {format.money(day.total)}
                  </TableCell>
                </TableRow>
              </Fragment>
            ))}
            <TableRow>
              <TableCell colSpan={4} sx={{ fontWeight: 'bold' }}>
                {t('app.menu.journeyTotal')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 'bold' }}>
                {format.money(departureTotal)}
              </TableCell>
            </TableRow>
          </DetailTable>
        </DetailSection>
      ))}
      {departures.length > 0 && (
        <Typography variant="h6" component="p" data-testid="consumption-total">
          {t('app.menu.total', { amount: format.money(total) })}
        </Typography>
      )}
    </Stack>
  );
}
