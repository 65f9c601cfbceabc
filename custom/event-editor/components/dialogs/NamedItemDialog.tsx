import { useTranslation } from 'react-i18next';
import type { EventEditorApi } from '../../state/editorApi';
import { editorResources } from '../editorResources';
import { FieldsDialog } from './FieldsDialog';

export type NamedKind = 'genre' | 'artist' | 'location';

const KINDS = {
  genre: { resource: editorResources.genres, fields: ['name', 'slug'] },
  artist: { resource: editorResources.artists, fields: ['name', 'slug', 'short_description'] },
  location: { resource: editorResources.locations, fields: ['name', 'slug', 'street', 'zip', 'city'] },
} as const;

/** Spec 2 §2: the genre, artist and location dialogs; the new item is linked to the event and saved with it. */
export function NamedItemDialog({ api, kind }: { api: EventEditorApi; kind: NamedKind }) {
  const { t } = useTranslation();
  const { dialogs } = api;
  if (dialogs.open !== kind) return null;
  const { resource, fields } = KINDS[kind];
  return (
    <FieldsDialog
      key={dialogs.formKey[kind]}
      api={api}
      dialog={kind}
      title={t(`eventEditor.dialogs.${kind}`)}
      resource={resource}
      fields={fields}
      check="create"
      submitLabel={t('eventEditor.dialogs.add')}
    />
  );
}
