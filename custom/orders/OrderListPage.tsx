import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import Button from '@mui/material/Button';
import { useCan } from '@refinedev/core';
import { type CustomPageProps, registry, ResourceListPage, useAreaTranslation } from '../../src/console';
import { Link } from 'react-router';

const SCANS = registry.resource('tickets/ticket-scans');

/** `/tickets/orders`: the generated list, and the way to the scan page for users who may scan tickets. */
export default function OrderListPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const mayScan = useCan({ resource: SCANS?.name ?? '', action: 'create' }).data?.can === true;
  return (
    <ResourceListPage
      resource={resource}
      actions={
        SCANS &&
        mayScan && (
          <Button component={Link} to={SCANS.route} variant="outlined" startIcon={<QrCodeScanner />}>
            {t('tickets.scan.open')}
          </Button>
        )
      }
    />
  );
}
