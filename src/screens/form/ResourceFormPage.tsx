import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { ResourceDefinition } from '../../../registry/types';
import { FullScreenSpinner } from '../../components/FullScreenSpinner';
import { useAreaTranslation } from '../../i18n/useAreaTranslation';
import { ErrorPage } from '../../pages/errors/ErrorPage';
import { useRecordRights } from './hooks/useRecordRights';
import { useResourceRecord } from './hooks/useResourceRecord';
import type { FormMode } from './model/formLayout';
import { ResourceForm } from './ResourceForm';
import type { PageWidgetTable } from './widgets/PageWidgets';

type Row = Record<string, unknown>;

interface ResourceFormPageProps {
  resource: ResourceDefinition;
  mode: FormMode;
  /** A bespoke editor's actions above the form, given the stored record and a way to read it again. */
  header?: (record: Row, refresh: () => Promise<Row>) => ReactNode;
  /** Whether the stored record is shown, not edited, whatever the user's rights (a sent message). */
  readOnly?: (record: Row) => boolean;
  /** Fields whose stored change starts the form again from the record (an action changed its status and lock). */
  restartOn?: readonly string[];
  widgets?: PageWidgetTable;
}

/**
 * `<route>/create`, `<route>/copy/:id` and `<route>/:id` (to edit, or to read without the update right) of a
 * registry resource; a bespoke edit page adds its actions, read-only rule and widgets.
 */
export default function ResourceFormPage({
  resource,
  mode,
  header,
  readOnly,
  restartOn = [],
  widgets,
}: ResourceFormPageProps) {
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
  const { record } = loader;
  const restart = restartOn.map((field) => String(record?.[field])).join('-');
  return (
    <ResourceForm
      key={`${mode}:${id ?? ''}:${restart}`}
      resource={resource}
      mode={mode}
      id={id}
      record={record}
      save={loader.save}
      fetchCurrent={loader.fetchCurrent}
      query={query}
      readOnly={record !== undefined && readOnly?.(record)}
      widgets={widgets}
      header={record && header?.(record, loader.fetchCurrent)}
    />
  );
}
