import { useParams } from 'react-router';
import { type CustomPageProps, ErrorPage, FullScreenSpinner, useAreaTranslation } from '../../src/console';
import { RoleEditorForm } from './RoleEditorForm';
import { useRoleEditor } from './useRoleEditor';

const NEW_ROLE = { role: '', admin: false, access: {} };

/** `/roles/create` and `/roles/{id}`: a role's name, admin flag and access matrix. */
export default function RoleEditorPage({ resource }: CustomPageProps) {
  useAreaTranslation(resource);
  const { id } = useParams();
  const editor = useRoleEditor(id);
  if (editor.isLoading) return <FullScreenSpinner />;
  if (editor.loadError) {
    return editor.loadError.statusCode === 404 ? (
      <ErrorPage status={404} />
    ) : (
      <ErrorPage status={500} details={editor.loadError.message} />
    );
  }
  return (
    <RoleEditorForm
      key={editor.role?.id ?? 'new'}
      initial={editor.role ?? NEW_ROLE}
      isCreate={editor.isCreate}
      save={editor.save}
    />
  );
}
