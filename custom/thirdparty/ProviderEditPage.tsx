import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ResourceDefinition } from '../../registry/types';
import {
  ApiError,
  type CustomPageProps,
  ErrorPage,
  FullScreenSpinner,
  ResourceForm,
  useAreaTranslation,
  useResourceRecord,
} from '../../src/console';
import { useProviderId } from './useProviderId';

/**
 * `/basedata/thirdparty/{id}` and `/basedata/thirdparty/provider/{key}`: a provider in the generated
 * form, and whether a secret is stored. The secret itself is never answered: typing one replaces it.
 */
export default function ProviderEditPage({ resource }: CustomPageProps) {
  useAreaTranslation(resource);
  const found = useProviderId(resource, useParams());
  if (found.error) {
    return found.error instanceof ApiError && found.error.statusCode === 404 ? (
      <ErrorPage status={404} />
    ) : (
      <ErrorPage status={500} details={found.error.message} />
    );
  }
  if (!found.id) return <FullScreenSpinner />;
  return <ProviderForm resource={resource} id={found.id} />;
}

function ProviderForm({ resource, id }: { resource: ResourceDefinition; id: string }) {
  const { t } = useTranslation();
  const loader = useResourceRecord(resource, 'edit', id);
  if (loader.isLoading) return <FullScreenSpinner />;
  if (loader.loadError) {
    return loader.loadError.statusCode === 404 ? (
      <ErrorPage status={404} />
    ) : (
      <ErrorPage status={500} details={loader.loadError.message} />
    );
  }
  const secretSet = loader.record?.secret_set === true;
  return (
    <Stack spacing={2}>
      <Chip
        sx={{ alignSelf: 'flex-start' }}
        color={secretSet ? 'success' : 'default'}
        label={t(secretSet ? 'configs.thirdparty.secretSet' : 'configs.thirdparty.secretNotSet')}
      />
      <ResourceForm
        resource={resource}
        mode="edit"
        id={id}
        record={loader.record}
        save={loader.save}
        fetchCurrent={loader.fetchCurrent}
      />
    </Stack>
  );
}
