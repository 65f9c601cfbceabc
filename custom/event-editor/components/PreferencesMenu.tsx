import Tune from '@mui/icons-material/Tune';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PopoverDialog, usePopover } from '../../../src/console';
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
  const popover = usePopover();
  return (
    <>
      <Button startIcon={<Tune />} {...popover.triggerProps}>
        {t('eventEditor.preferences.open')}
      </Button>
      <PopoverDialog popover={popover} labelledBy={titleId} paperSx={{ p: 2 }}>
        <Typography id={titleId} variant="subtitle1" component="h2">
          {t('eventEditor.preferences.title')}
        </Typography>
        <FormGroup>
          {PREFERENCES.map((key) => (
            <FormControlLabel
              key={key}
              label={t(`eventEditor.preferences.${key}`)}
              control={
                <Switch
                  checked={api.preferences[key]}
                  onChange={(event) => api.setPreference(key, event.target.checked)}
                />
              }
            />
          ))}
        </FormGroup>
      </PopoverDialog>
    </>
  );
}
