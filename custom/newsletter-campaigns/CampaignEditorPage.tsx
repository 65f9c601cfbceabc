import { useSearchParams, useParams } from 'react-router';
import {
  type CustomPageProps,
  ErrorPage,
  FullScreenSpinner,
  ResourceForm,
  useAreaTranslation,
  useResourceRecord,
} from '../../src/console';
import { CampaignActionBar } from './components/CampaignActionBar';

/**
 * `/newsletter/campaigns/{id}`: the campaign's generated form with its Mailjet actions above it: test
 * send, schedule, send now. A scheduled or sent campaign's fields are read-only (`x-locked-when`).
 */
export default function CampaignEditorPage({ resource }: CustomPageProps) {
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
      // An action changes status and lock: the form starts again from the campaign as stored.
      key={`${String(record?.status)}-${String(record?.updated_at)}`}
      resource={resource}
      mode="edit"
      id={id}
      record={record}
      save={loader.save}
      fetchCurrent={loader.fetchCurrent}
      query={query}
      header={
        record ? <CampaignActionBar resource={resource} record={record} onChange={loader.fetchCurrent} /> : undefined
      }
    />
  );
}
