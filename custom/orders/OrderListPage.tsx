import QrCodeScanner from '@mui/icons-material/QrCodeScanner';
import Button from '@mui/material/Button';
import { useCan } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ResourceListPage from '../../src/generated/list/ResourceListPage';
import { registry } from '../../src/registry/registry';
import type { CustomPageProps } from '../../src/routing/customPages';

const SCANS = registry.resource('tickets/ticket-scans');

/** `/tickets/orders`: the generated list, and the way to the scan page for users who may scan tickets. */
export default function OrderListPage({ resource }: CustomPageProps) {
  const { t } = useTranslation();
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
