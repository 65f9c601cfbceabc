import GroupAdd from '@mui/icons-material/GroupAdd';
import Button from '@mui/material/Button';
import { usePermissions } from '@refinedev/core';
import { Link } from 'react-router';
import { mayUse, type PermissionHolder } from '../../registry/permission-check';
import { type CustomPageProps, ResourceListPage, useAreaTranslation } from '../../src/console';

const IMPORT_ROUTE = '/newsletter/contacts/import';

/** `/newsletter/contacts`: the generated list, and the way to the import for users who may create contacts. */
export default function ContactListPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const { data: permissions } = usePermissions<PermissionHolder>({});
  const mayImport = permissions !== undefined && mayUse(permissions, ['newsletter-create']);
  return (
    <ResourceListPage
      resource={resource}
      actions={
        mayImport && (
          <Button component={Link} to={IMPORT_ROUTE} variant="outlined" startIcon={<GroupAdd />}>
            {t('newsletter.import.open')}
          </Button>
        )
      }
    />
  );
}
