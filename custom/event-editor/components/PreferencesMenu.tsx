import Tune from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Popover from '@mui/material/Popover';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventEditorApi } from '../state/editorApi';
import type { EditorPreferences } from '../state/types';

const PREFERENCES: readonly (keyof EditorPreferences)[] = [
  'autoSave',
  'showAdvancedOptions',
  'compactView',
  'showValidationHints',
  'notifySuccess',
  'notifyWarning',
  'notifyInfo',
];

/** Spec 2 §2: the editor's preferences, kept in the browser by the editor state. */
export function PreferencesMenu({ api }: { api: EventEditorApi }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        startIcon={<Tune />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('events.preferences.open')}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2 } } }}
      >
        <Typography id={titleId} variant="subtitle1" component="h2">
          {t('events.preferences.title')}
        </Typography>
        <FormGroup>
          {PREFERENCES.map((key) => (
            <FormControlLabel
              key={key}
              label={t(`events.preferences.${key}`)}
              control={
                <Switch
                  checked={api.preferences[key]}
                  onChange={(event) => api.setPreference(key, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </Popover>
    </>
  );
}
