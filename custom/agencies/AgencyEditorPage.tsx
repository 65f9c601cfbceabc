import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router';
import {
  type CustomPageProps,
  ErrorPage,
  FullScreenSpinner,
  ResourceForm,
  useAreaTranslation,
  useResourceRecord,
} from '../../src/console';

/** `/agencies/{id}`: the generated form of the agency's master data, leading to its staff and invoices. */
export default function AgencyEditorPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const { id = '' } = useParams();
  const loader = useResourceRecord(resource, 'edit', id);
  if (loader.isLoading) return <FullScreenSpinner />;
  if (loader.loadError)
    return loader.loadError.statusCode === 404 ? (
      <ErrorPage status={404} />
    ) : (
      <ErrorPage status={500} details={loader.loadError.message} />
    );
  return (
    <ResourceForm
      resource={resource}
      mode="edit"
      id={id}
      record={loader.record}
      save={loader.save}
      fetchCurrent={loader.fetchCurrent}
      header={
        <Button component={RouterLink} to={`/agencies/details/${encodeURIComponent(id)}`} variant="outlined">
          {t('agencies.details.open')}
        </Button>
      }
    />
  );
}
