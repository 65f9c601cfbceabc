import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import {
  type CustomPageProps,
  ErrorPage,
  FullScreenSpinner,
  ResourceForm,
  useAreaTranslation,
  useResourceRecord,
} from '../../src/console';
import { OrderOverview } from './OrderOverview';

/**
 * `/tickets/orders/{id}`: the order's customer data in the generated form, then its status, tickets,
 * payments, invoices and vouchers. The form is made anew when the status changes here, so that it
 * holds the order's new version.
 */
export default function OrderDetailPage({ resource }: CustomPageProps) {
  useAreaTranslation(resource);
  const { id = '' } = useParams();
  const loader = useResourceRecord(resource, 'edit', id);
  if (loader.isLoading) return <FullScreenSpinner />;
  if (loader.loadError) {
    return loader.loadError.statusCode === 404 ? (
      <ErrorPage status={404} />
    ) : (
      <ErrorPage status={500} details={loader.loadError.message} />
    );
  }
  return (
    <Stack spacing={3}>
      <ResourceForm
        key={String(loader.record?.status)}
        resource={resource}
        mode="edit"
        id={id}
        record={loader.record}
        save={loader.save}
        fetchCurrent={loader.fetchCurrent}
      />
      <OrderOverview
        orders={resource}
        id={id}
        reloadOrder={async () => {
          await loader.fetchCurrent();
        }}
      />
    </Stack>
  );
}
