import Skeleton from '@mui/material/Skeleton';
import Alert from '@mui/material/Alert';
import type { ResourceDefinition } from '../../registry/types';
import { ResourceForm, useResourceRecord } from '../../src/console';

/** The generated edit form of one linked sub-configuration. */
export function SubConfigForm({ resource, id }: { resource: ResourceDefinition; id: string }) {
  const loader = useResourceRecord(resource, 'edit', id);
  if (loader.isLoading) return <Skeleton variant="rectangular" height={120} />;
  if (loader.loadError) return <Alert severity="error">{loader.loadError.message}</Alert>;
  return (
    <ResourceForm
      resource={resource}
      mode="edit"
      id={id}
      record={loader.record}
      save={loader.save}
      fetchCurrent={loader.fetchCurrent}
    />
  );
}
