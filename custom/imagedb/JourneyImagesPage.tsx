import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  JourneyPicker,
  useAreaTranslation,
  useImagedbRight,
  type CustomPageProps,
  type ReferenceOption,
} from '../../src/console';
import { LibraryItemsGrid } from './LibraryItemsGrid';

/** `/imagedb/library/journey`: the images added to a journey (library mode journey), the journey chosen by type-ahead. */
export default function JourneyImagesPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const [journey, setJourney] = useState<ReferenceOption | null>(null);
  const mayRemove = useImagedbRight('imagedb-delete');
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('images.library.journeyImages')}
      </Typography>
      <Box sx={{ maxWidth: 480 }}>
        <JourneyPicker value={journey} onChange={setJourney} />
      </Box>
      {journey && <LibraryItemsGrid owner={{ id_jrn_journey: journey.id }} mayRemove={mayRemove} />}
    </Stack>
  );
}
