import Stack from '@mui/material/Stack';
import type { EditorEvent } from '../../state/types';
import { EventField } from '../fields/EventField';

const FIELDS = ['meta_title', 'meta_description', 'website', 'facebook_link', 'instagram_link', 'youtube_link'];
const ADVANCED_FIELDS = ['meta_keywords', 'meta_canonical_link'];

/** Panel 5: meta tags and social links; keywords and the canonical link as advanced options. */
export function MetaPanel({ event, advanced }: { event: EditorEvent; advanced: boolean }) {
  const shown = advanced ? [...FIELDS.slice(0, 2), ...ADVANCED_FIELDS, ...FIELDS.slice(2)] : FIELDS;
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      {shown.map((name) => (
        <EventField key={name} name={name} saved={event.id_tk_event !== undefined} />
      ))}
    </Stack>
  );
}
