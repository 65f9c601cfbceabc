import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TRANSLATABLE_FIELDS, TRANSLATION_TYPES, type TranslationType } from '../../domain/app/translatable-fields';
import { languages } from '../../src/i18n/languages';
import { ConfirmDialog, type CustomPageProps, FullScreenSpinner, useAreaTranslation } from '../../src/console';
import { RecordPicker } from './RecordPicker';
import { storedText } from './translationDraft';
import { useTranslationEditor } from './useTranslationEditor';

const SOURCE_LANGUAGE = 'de';
/** Names and titles; the other fields are running text. */
const ONE_LINE = new Set(['title', 'subtitle', 'short', 'label']);
const nameOf = (code: string) => languages.find((language) => language.code === code)?.label ?? code;

/**
 * `/app/translations`: the app's texts translated side by side. Choose the kind of record, the record
 * by its name and the language to translate into; each translatable field shows the record's own
 * German text on the left and the translation on the right.
 */
export default function TranslationEditorPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const editor = useTranslationEditor({ type: 'departure', record: null, language: 'en' });
  const { choice, record } = editor;
  const progress = (code: string) => {
    const count = editor.completeness(code);
    return count ? ` (${t('app.translations.completeness', count)})` : '';
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {t('app.translations.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          select
          sx={{ flex: 1, minWidth: 180 }}
          label={t('app.translations.type')}
          value={choice.type}
          onChange={(event) => editor.choose({ type: event.target.value as TranslationType, record: null })}
        >
          {TRANSLATION_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`app.translations.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <RecordPicker
          key={choice.type}
          type={choice.type}
          value={choice.record}
          onChange={(chosen) => editor.choose({ record: chosen })}
        />
        <TextField
          select
          sx={{ flex: 1, minWidth: 200 }}
          label={t('app.translations.language')}
          value={choice.language}
          onChange={(event) => editor.choose({ language: event.target.value })}
        >
          {languages.map(({ code }) => (
            <MenuItem key={code} value={code}>
              {nameOf(code)}
              {progress(code)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      {!choice.record && <Alert severity="info">{t('app.translations.chooseRecord')}</Alert>}
      {editor.loadError && <Alert severity="error">{editor.loadError}</Alert>}
      {editor.loading && <FullScreenSpinner />}
      {record && !editor.loading && (
        <Stack
          spacing={2}
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            void editor.save();
          }}
        >
          {TRANSLATABLE_FIELDS[record.type].map((field) => {
            const fieldName = t(`app.translations.fields.${field}`);
            const rows = ONE_LINE.has(field) ? 1 : 3;
            return (
              <Stack key={field} direction={{ xs: 'column', md: 'row' }} spacing={2}>
                <TextField
                  sx={{ flex: 1 }}
                  multiline
                  minRows={rows}
                  label={`${fieldName} (${nameOf(SOURCE_LANGUAGE)})`}
                  value={record.source[field] ?? ''}
                  slotProps={{ input: { readOnly: true } }}
                />
                <TextField
                  sx={{ flex: 1 }}
                  multiline
                  minRows={rows}
                  label={`${fieldName} (${nameOf(choice.language)})`}
                  value={editor.draft[field] ?? storedText(record, field, choice.language)}
                  onChange={(event) => editor.type(field, event.target.value)}
                  slotProps={{ input: { readOnly: !editor.mayWrite } }}
                />
              </Stack>
            );
          })}
          <Typography variant="body2" color="text.secondary">
            {nameOf(choice.language)}
            {progress(choice.language)}
          </Typography>
          {editor.mayWrite && (
            <Stack direction="row">
              <Button type="submit" variant="contained" disabled={!editor.unsaved || editor.saving}>
                {t('form.save')}
              </Button>
            </Stack>
          )}
        </Stack>
      )}

      <ConfirmDialog
        open={editor.pending !== undefined}
        title={t('app.translations.discardTitle')}
        text={t('app.translations.discardText')}
        confirmLabel={t('app.translations.discard')}
        destructive
        deleting={false}
        onCancel={editor.keep}
        onConfirm={editor.discard}
      />
    </Stack>
  );
}
