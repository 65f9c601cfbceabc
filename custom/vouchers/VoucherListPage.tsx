import LibraryAdd from '@mui/icons-material/LibraryAdd';
import Button from '@mui/material/Button';
import { useCan } from '@refinedev/core';
import { useState } from 'react';
import { type CustomPageProps, ResourceListPage, useAreaTranslation } from '../../src/console';
import { BulkVoucherDialog } from './BulkVoucherDialog';

/** `/tickets/vouchers`: the generated list, and vouchers created in bulk for users who may create them. */
export default function VoucherListPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const [open, setOpen] = useState(false);
  const mayCreate = useCan({ resource: resource.name, action: 'create' }).data?.can === true;
  return (
    <>
      <ResourceListPage
        resource={resource}
        actions={
          mayCreate && (
            <Button variant="outlined" startIcon={<LibraryAdd />} onClick={() => setOpen(true)}>
              {t('tickets.voucher.bulk.action')}
            </Button>
          )
        }
      />
      <BulkVoucherDialog resource={resource} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
