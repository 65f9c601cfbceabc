import { TARGET_FIELDS } from '../../domain/app/push-targets';
import { type CustomPageProps, ResourceFormPage } from '../../src/console';
import { PushActionBar } from './components/PushActionBar';
import { TargetField } from './components/TargetField';

const WIDGETS = Object.fromEntries(TARGET_FIELDS.map((field) => [field, TargetField]));

/**
 * `/app/pushnotifications/{id}`: the push message's generated form, showing only the target field of
 * its receiver group, with its status and send above it. A sent message is shown, not edited; the send
 * changes status and lock, and the form starts again from the message as stored.
 */
export default function PushEditorPage({ resource }: CustomPageProps) {
  return (
    <ResourceFormPage
      resource={resource}
      mode="edit"
      restartOn={['status', 'updated_at']}
      readOnly={(record) => record.status === 'sent'}
      widgets={WIDGETS}
      header={(record, refresh) => <PushActionBar resource={resource} record={record} onChange={refresh} />}
    />
  );
}
