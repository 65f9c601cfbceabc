import Stack from '@mui/material/Stack';
import type { EditorEvent } from '../../state/types';
import { EventField } from '../fields/EventField';

const FIELDS = ['short_description', 'description', 'additional_info', 'images'];

/** Panel 1: the short description, the description, further information and the images. */
export function TextsPanel({ event }: { event: EditorEvent }) {
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      {FIELDS.map((name) => (
        <EventField key={name} name={name} saved={event.id_tk_event !== undefined} />
      ))}
    </Stack>
  );
}
