import { useParams, useSearchParams } from 'react-router';
import { TARGET_FIELDS } from '../../domain/app/push-targets';
import {
  type CustomPageProps,
  ErrorPage,
  FullScreenSpinner,
  ResourceForm,
  useAreaTranslation,
  useResourceRecord,
} from '../../src/console';
import { PushActionBar } from './components/PushActionBar';
import { TargetField } from './components/TargetField';

const WIDGETS = Object.fromEntries(TARGET_FIELDS.map((field) => [field, TargetField]));

/**
 * `/app/pushnotifications/{id}`: the push message's generated form, showing only the target field of
 * its receiver group, with its status and send above it. A sent message is shown, not edited.
 */
export default function PushEditorPage({ resource }: CustomPageProps) {
  useAreaTranslation(resource);
  const { id } = useParams();
  const [query] = useSearchParams();
  const loader = useResourceRecord(resource, 'edit', id);
  if (loader.isLoading) return <FullScreenSpinner />;
  if (loader.loadError)
    return loader.loadError.statusCode === 404 ? (
      <ErrorPage status={404} />
    ) : (
      <ErrorPage status={500} details={loader.loadError.message} />
    );
  const { record } = loader;
  return (
    <ResourceForm
      // The send changes status and lock: the form starts again from the message as stored.
      key={`${String(record?.status)}-${String(record?.updated_at)}`}
      resource={resource}
      mode="edit"
      id={id}
      record={record}
      save={loader.save}
      fetchCurrent={loader.fetchCurrent}
      query={query}
      readOnly={record?.status === 'sent'}
      widgets={WIDGETS}
      header={record ? <PushActionBar resource={resource} record={record} onChange={loader.fetchCurrent} /> : undefined}
    />
  );
}
