import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useState } from 'react';
import {
  apiRequest,
  type CustomPageProps,
  ErrorPage,
  errorMessage,
  FullScreenSpinner,
  uploadImage,
  useApiGet,
  useAreaTranslation,
} from '../../src/console';
import { PHOTO_CATEGORIES, type PhotoEntry } from './appUserTypes';

const ENTRIES = '/appuser/photocompetition';

/** `/appuser/Photocompetition`: one card per category, with the user's entry or a button to enter one. */
export default function PhotoCompetitionPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const { open } = useNotification();
  const { answer, loading, error, refetch } = useApiGet<{ data: PhotoEntry[] }>(`${ENTRIES}?$limit=100`);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<unknown>) {
    setBusy(true);
    try {
      await work();
      await refetch();
    } catch (failure) {
      open?.({ type: 'error', message: errorMessage(failure, t) });
    } finally {
      setBusy(false);
    }
  }

  const enter = (category: string, file: File | undefined) =>
    file &&
    run(async () => {
      const { url } = await uploadImage(file);
      await apiRequest(ENTRIES, { method: 'POST', body: { category, image: url } });
    });

  if (loading) return <FullScreenSpinner />;
  if (error) return <ErrorPage status={500} details={error} />;
  const entries = answer?.data ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('menu.photoCompetition')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
        {PHOTO_CATEGORIES.map((category) => {
          const entry = entries.find((each) => each.category === category);
          const name = t(`app.entities.photo-entry.enums.category.${category}`);
          return (
            <Card key={category} variant="outlined" component="section" aria-label={name}>
              {entry && <CardMedia component="img" height="180" image={entry.image} alt={entry.title ?? name} />}
              <CardContent>
                <Typography variant="h6" component="h2">
                  {name}
                </Typography>
                <Typography color="text.secondary">{entry ? entry.title : t('app.appUser.noEntry')}</Typography>
              </CardContent>
              <CardActions>
                {entry ? (
                  <Button
                    disabled={busy}
                    onClick={() =>
                      void run(() => apiRequest(`${ENTRIES}/${entry.id_photo_entry}`, { method: 'DELETE' }))
                    }
                  >
                    {t('list.delete.action')}
                  </Button>
                ) : (
                  <Button component="label" variant="contained" disabled={busy}>
                    {t('app.appUser.enter')}
                    <input
                      hidden
                      type="file"
                      accept="image/*"
                      onChange={(event) => void enter(category, event.target.files?.[0])}
                    />
                  </Button>
                )}
              </CardActions>
            </Card>
          );
        })}
      </Box>
    </Stack>
  );
}
