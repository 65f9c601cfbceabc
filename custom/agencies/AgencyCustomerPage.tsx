import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import {
  ApiError,
  type CustomPageProps,
  DetailSection,
  DetailTable,
  ErrorPage,
  formatDate,
  FullScreenSpinner,
  useAreaTranslation,
  useFormats,
  useApiGet,
} from '../../src/console';
import { customerPath } from './agencyCalls';
import { AgencyFacts } from './AgencyFacts';
import type { CustomerDetails } from './agencyTypes';
import { useAgencyRights } from './useAgencyRights';
import { useProcessLabels } from './useProcessLabels';

/** `/agencies/customers/{kennziffer}`: the customer's address in Ratio and their bookings with us. */
export default function AgencyCustomerPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const format = useFormats();
  const processLabels = useProcessLabels();
  const rights = useAgencyRights();
  const { kennziffer = '' } = useParams();
  const { answer, loading, error, failure } = useApiGet<{ data: CustomerDetails }>(customerPath(kennziffer));
  if (loading) return <FullScreenSpinner />;
  if (failure instanceof ApiError && failure.statusCode === 404) return <ErrorPage status={404} />;
  if (error || !answer) return <ErrorPage status={500} details={error} />;
  const { address, processes } = answer.data;
  const name = [address.name2, address.name1].filter(Boolean).join(' ');
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {name}
        </Typography>
        {rights.holds('agencydata-create') && (
          <Button
            variant="contained"
            component={RouterLink}
            to={`/agencies/booking?customer=${encodeURIComponent(address.kennziffer)}`}
          >
            {t('agencies.customer.book')}
          </Button>
        )}
      </Stack>
      <DetailSection title={t('agencies.customer.address')}>
        <AgencyFacts
          facts={[
            [t('agencies.customers.kennziffer'), address.kennziffer],
            [t('agencies.customer.salutation'), [address.anrede, address.titel].filter(Boolean).join(' ')],
            [t('agencies.customer.street'), address.strasse],
            [t('agencies.customer.place'), [address.plz, address.ort].filter(Boolean).join(' ')],
            [t('agencies.customer.country'), address.land],
            [t('agencies.customer.phone'), address.telefon ?? address.mobil],
            [t('agencies.customers.email'), address.email],
            [t('agencies.customer.birthday'), formatDate(address.geburtstag)],
          ]}
        />
      </DetailSection>
      <DetailSection title={t('agencies.customer.bookings')}>
        <DetailTable
          rowCount={processes.length}
          emptyText={t('agencies.customer.noBookings')}
          head={
            <>
              <TableCell>{processLabels.field('number')}</TableCell>
              <TableCell>{processLabels.field('title')}</TableCell>
              <TableCell>{processLabels.field('journey_start')}</TableCell>
              <TableCell>{processLabels.field('journey_end')}</TableCell>
              <TableCell>{processLabels.field('status')}</TableCell>
              <TableCell align="right">{processLabels.field('price')}</TableCell>
            </>
          }
        >
          {processes.map((process) => (
            <TableRow key={process.id_pc_process}>
              <TableCell>
                <Link component={RouterLink} to={`/agencies/vorgang/${process.id_pc_process}`}>
                  {process.number}
                </Link>
              </TableCell>
              <TableCell>{process.title}</TableCell>
              <TableCell>{formatDate(process.journey_start)}</TableCell>
              <TableCell>{formatDate(process.journey_end)}</TableCell>
              <TableCell>{processLabels.status(process.status)}</TableCell>
              <TableCell align="right">{format.money(process.price)}</TableCell>
            </TableRow>
          ))}
        </DetailTable>
      </DetailSection>
    </Stack>
  );
}
