import { useParams, useSearchParams } from 'react-router';
import type { ResourceDefinition } from '../../../registry/types';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { useAreaTranslation } from '../../i18n/useAreaTranslation';
import { ErrorPage } from '../../pages/errors/ErrorPage';
import { useRecordRights } from './hooks/useRecordRights';
import { useResourceRecord } from './hooks/useResourceRecord';
import type { FormMode } from './model/formLayout';
import { ResourceForm } from './ResourceForm';

interface ResourceFormPageProps {
  resource: ResourceDefinition;
  mode: FormMode;
}

/** `<route>/create`, `<route>/copy/:id` and `<route>/:id` (to edit, or to read without the update right) of a registry resource. */
export default function ResourceFormPage({ resource, mode }: ResourceFormPageProps) {
  useAreaTranslation(resource);
  const { id } = useParams();
  const [query] = useSearchParams();
  const loader = useResourceRecord(resource, mode, id);
  // Asked here so that the form opens read-only or editable, never first one and then the other.
  const rights = useRecordRights(resource, mode);
  if (loader.isLoading || rights.loading) return <FullScreenSpinner />;
  if (loader.loadError) {
    return loader.loadError.statusCode === 404 ? (
      <ErrorPage status={404} />
    ) : (
      <ErrorPage status={500} details={loader.loadError.message} />
    );
  }
  return (
    <ResourceForm
      key={`${mode}:${id ?? ''}`}
      resource={resource}
      mode={mode}
      id={id}
      record={loader.record}
      save={loader.save}
      fetchCurrent={loader.fetchCurrent}
      query={query}
    />
  );
}
