import { useParams } from 'react-router';
import type { ResourceDefinition } from '../../../registry/types';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { useAreaTranslation } from '../../i18n/useAreaTranslation';
import { ErrorPage } from '../../pages/errors/ErrorPage';
import { useResourceRecord } from './hooks/useResourceRecord';
import type { FormMode } from './model/formLayout';
import { ResourceForm } from './ResourceForm';

interface ResourceFormPageProps {
  resource: ResourceDefinition;
  mode: FormMode;
}

/** `<route>/create`, `<route>/copy/:id` and `<route>/:id` of a registry resource. */
export default function ResourceFormPage({ resource, mode }: ResourceFormPageProps) {
  useAreaTranslation(resource);
  const { id } = useParams();
  const loader = useResourceRecord(resource, mode, id);
  if (loader.isLoading) return <FullScreenSpinner />;
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
    />
  );
}
