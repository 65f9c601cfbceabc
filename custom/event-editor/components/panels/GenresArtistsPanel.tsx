import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useResourceLabels } from '../../../../src/console';
import type { EventEditorApi } from '../../state/editorApi';
import type { EditorEvent } from '../../state/types';
import { editorResources } from '../editorResources';
import { MultipleOptionPicker } from '../fields/OptionPicker';
import { useShownErrors } from '../shownErrors';

/** Panel 4: the event's genres and artists, saved ones picked, new ones made in a dialog. */
export function GenresArtistsPanel({ api, event }: { api: EventEditorApi; event: EditorEvent }) {
  const { t } = useTranslation();
  const labels = useResourceLabels(editorResources.events);
  const errors = useShownErrors();
  const row = (kind: 'genre' | 'artist', field: 'genres' | 'artists') => (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      <Box sx={{ flex: 1 }}>
        <MultipleOptionPicker
          name={field}
          label={labels.field(field)}
          options={api.options[field]}
          loading={api.busy[field]}
          error={errors[field]}
          value={event[field]}
          onChange={(value) => api.setField(field, value)}
        />
      </Box>
      <Button startIcon={<Add />} onClick={() => api.dialogs.openDialog(kind)} sx={{ mt: { md: 1 } }}>
        {t(kind === 'genre' ? 'eventEditor.newGenre' : 'eventEditor.newArtist')}
      </Button>
    </Stack>
  );
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      {row('genre', 'genres')}
      {row('artist', 'artists')}
    </Stack>
  );
}
