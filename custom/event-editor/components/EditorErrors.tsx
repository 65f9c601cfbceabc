import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/**
 * Spec 2 §2: the API error (it clears itself) and the validation list (once a save was tried), as the
 * editor state words them; the per-field errors show at their inputs, dates and price categories.
 */
export function EditorErrors({
  apiError,
  validation,
}: {
  apiError: string | undefined;
  validation: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <>
      {apiError && (
        <Alert severity="error" role="alert">
          {apiError}
        </Alert>
      )}
      {validation.length > 0 && (
        <Alert severity="warning">
          <AlertTitle>{t('eventEditor.validation')}</AlertTitle>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {validation.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
    </>
  );
}
