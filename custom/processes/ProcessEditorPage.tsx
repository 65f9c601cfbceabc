import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  type CustomPageProps,
  ErrorPage,
  type ExtraTab,
  FullScreenSpinner,
  ResourceForm,
  useAreaTranslation,
  useResourceRecord,
} from '../../src/console';
import { HistoryTab } from './HistoryTab';
import { ParticipantsTab } from './ParticipantsTab';
import { ProcessActions } from './ProcessActions';
import { readOnlyReason } from './processState';
import type { Row } from './processTypes';
import { useRight } from './useRight';

/** After the generated form's panels: the participants in the booking system and the history. */
const EXTRA_TABS: readonly ExtraTab[] = [{ key: 'participants' }, { key: 'history' }];

/**
 * What the page starts from: the process and its state, which the booking actions move; a new
 * state (firm-booked, cancelled, in processing) starts the form again from the process as stored.
 */
const editorKey = (id: string, record: Row | undefined) =>
  `${id}:${String(record?.status ?? '')}:${String(record?.processing_since ?? '')}`;

/**
 * `/process/{id}`: the process in the generated form as tabs ("Process", seat, journey), its
 * participants and history, with the booking actions above. Cancelled, in processing or Kuschick's:
 * shown, not edited, with the reason.
 */
export default function ProcessEditorPage({ resource }: CustomPageProps) {
  useAreaTranslation(resource);
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const loader = useResourceRecord(resource, 'edit', id);
  const mayUpdate = useRight('process-update');
  if (loader.isLoading) return <FullScreenSpinner />;
  if (loader.loadError)
    return loader.loadError.statusCode === 404 ? (
      <ErrorPage status={404} />
    ) : (
      <ErrorPage status={500} details={loader.loadError.message} />
    );
  const { record } = loader;
  const reason = readOnlyReason(record);
  return (
    <ResourceForm
      key={editorKey(id, record)}
      resource={resource}
      mode="edit"
      id={id}
      record={record}
      save={loader.save}
      fetchCurrent={loader.fetchCurrent}
      extraTabs={EXTRA_TABS}
      extraContent={{
        participants: <ParticipantsTab id={id} editable={mayUpdate && reason === undefined} />,
        history: <HistoryTab resource={resource} id={id} />,
      }}
      panelLabel={(key) => t([`processes.screen.tabs.${key}`, `form.panels.${key}`], { defaultValue: key })}
      header={
        record ? <ProcessActions resource={resource} process={record} onChange={loader.fetchCurrent} /> : undefined
      }
      readOnly={reason !== undefined}
    />
  );
}
