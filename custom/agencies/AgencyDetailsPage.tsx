import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import {
  type CustomPageProps,
  DetailSection,
  DetailTable,
  ErrorPage,
  FullScreenSpinner,
  useAreaTranslation,
  useFormats,
  useResourceLabels,
  useApiGet,
} from '../../src/console';
import { detailsPath } from './agencyCalls';
import { AgencyFacts } from './AgencyFacts';
import type { AgencyDetails } from './agencyTypes';
import { BulkInvoicesSection } from './BulkInvoicesSection';
import { useAgencyRights } from './useAgencyRights';

/**
 * `/agencies/details/{id?}`: an agency's master data, its staff users, how many customers and
 * bookings it has with us, and its bulk invoices. Agency staff see their own agency whatever the
 * address names; whoever reaches every agency sees the one named (their own without one).
 */
export default function AgencyDetailsPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const labels = useResourceLabels(resource);
  const format = useFormats();
  const rights = useAgencyRights();
  const { id } = useParams();
  const { answer, loading, error } = useApiGet<{ data: AgencyDetails | null }>(detailsPath(id));
  if (loading) return <FullScreenSpinner />;
  if (error) return <ErrorPage status={500} details={error} />;
  const details = answer?.data;
  if (!details)
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {t('agencies.details.title')}
        </Typography>
        <Typography>{t('agencies.noAgency')}</Typography>
      </Stack>
    );
  const { agency, staff } = details;
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h5" component="h1">
          {agency.name}
        </Typography>
        {rights.holds('agencyadmin-read') && (
          <Button component={RouterLink} to={`${resource.route}/${agency.id_agency}`} variant="outlined">
            {t('agencies.details.edit')}
          </Button>
        )}
      </Stack>
      <DetailSection title={t('agencies.details.masterData')}>
        <AgencyFacts
          facts={[
            [labels.field('street'), agency.street],
            [labels.field('zip'), agency.zip],
            [labels.field('city'), agency.city],
            [labels.field('country'), labels.enumValue('country', agency.country)],
            [labels.field('contact_person'), agency.contact_person],
            [labels.field('phone'), agency.phone],
            [labels.field('email'), agency.email],
            [labels.field('cancellation_email'), agency.cancellation_email],
            [labels.field('commission_rate'), format.percent(agency.commission_rate)],
            [labels.field('ratio_id'), agency.ratio_id],
            [t('agencies.details.customers'), format.count(details.customers)],
            [t('agencies.details.bookings'), format.count(details.bookings)],
          ]}
        />
      </DetailSection>
      <DetailSection title={t('agencies.details.staff')}>
        <DetailTable
          rowCount={staff.length}
          emptyText={t('agencies.details.noStaff')}
          head={
            <>
              <TableCell>{t('agencies.details.staffName')}</TableCell>
              <TableCell>{t('agencies.details.staffEmail')}</TableCell>
              <TableCell>{t('agencies.details.staffRole')}</TableCell>
              <TableCell>{t('agencies.details.staffActive')}</TableCell>
              <TableCell>{t('agencies.details.staffLastLogin')}</TableCell>
            </>
          }
        >
          {staff.map((user) => (
            <TableRow key={user.id_users}>
              <TableCell>{[user.firstname, user.lastname].filter(Boolean).join(' ') || '–'}</TableCell>
              <TableCell>{user.email}</TableCell>
              <TableCell>{user.role ?? '–'}</TableCell>
              <TableCell>{t(user.isActive ? 'agencies.details.active' : 'agencies.details.inactive')}</TableCell>
              <TableCell>{user.lastLogin ? format.dateTime(user.lastLogin) : t('agencies.details.never')}</TableCell>
            </TableRow>
          ))}
        </DetailTable>
      </DetailSection>
      <BulkInvoicesSection agency={agency.id_agency} />
    </Stack>
  );
}
