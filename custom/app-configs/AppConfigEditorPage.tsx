import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import {
  type CustomPageProps,
  ErrorPage,
  FullScreenSpinner,
  ResourceForm,
  useAreaTranslation,
} from '../../src/console';
import { SubConfigPanel } from './SubConfigPanel';
import { useAppConfigEditor } from './useAppConfigEditor';

/**
 * `/system/app-configs/{id}`: an app configuration's title and its six sub-configurations on one
 * screen, each in the generated form of its resource; a missing one can be created and linked here.
 * The configuration's form is made anew when its version changes (a sub-configuration linked).
 */
export default function AppConfigEditorPage({ resource }: CustomPageProps) {
  useAreaTranslation(resource);
  const { id = '' } = useParams();
  const editor = useAppConfigEditor(resource, id);
  const { config } = editor;
  if (config.isLoading) return <FullScreenSpinner />;
  if (config.loadError) {
    return config.loadError.statusCode === 404 ? (
      <ErrorPage status={404} />
    ) : (
      <ErrorPage status={500} details={config.loadError.message} />
    );
  }
  return (
    <Stack spacing={3}>
      <ResourceForm
        key={String(config.record?.version)}
        resource={resource}
        mode="edit"
        id={id}
        record={config.record}
        save={config.save}
        fetchCurrent={config.fetchCurrent}
      />
      {editor.problem && (
        <Alert severity="error" onClose={editor.dismissProblem}>
          {editor.problem}
        </Alert>
      )}
      {editor.sections.map((section) => (
        <SubConfigPanel
          key={section.field}
          section={section}
          creating={editor.creating === section.field}
          onCreate={() => void editor.create(section)}
        />
      ))}
    </Stack>
  );
}
