import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmDialog,
  hitCount,
  ImageDetailDialog,
  ImageGrid,
  pageCount,
  registry,
  TileIcon,
  type DatabaseImage,
} from '../../src/console';
import { useLibraryItemImages, type ItemOwner } from './useLibraryItemImages';

const itemsApi = () => registry.resource('images/library-items')?.api ?? '/img/library-item';

/** The images of a library or journey as tiles, each removable after a confirmation. */
export function LibraryItemsGrid({ owner, mayRemove }: { owner: ItemOwner | undefined; mayRemove: boolean }) {
  const { t } = useTranslation();
  const { search, page, setPage, remove } = useLibraryItemImages(itemsApi(), owner);
  const [details, setDetails] = useState<DatabaseImage>();
  const [removing, setRemoving] = useState<DatabaseImage>();
  const [busy, setBusy] = useState(false);
  return (
    <Box>
      <Typography variant="subtitle1" component="p" sx={{ mb: 1 }} data-testid="library-hits">
        {t('images.stock.hits', { hits: hitCount(search.total) })}
      </Typography>
      {search.fetching && <LinearProgress sx={{ mb: 1 }} />}
      {search.error && <Alert severity="error">{search.error}</Alert>}
      {owner && !search.fetching && search.images.length === 0 && (
        <Typography color="text.secondary">{t('images.library.empty')}</Typography>
      )}
      <ImageGrid
        images={search.images}
        zoom={1}
        onDetails={setDetails}
        extra={
          mayRemove
            ? (image) => (
                <TileIcon label={t('images.library.remove')} onClick={() => setRemoving(image)}>
                  <DeleteOutline fontSize="small" />
                </TileIcon>
              )
            : undefined
        }
      />
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
        <Pagination
          count={pageCount(search.total)}
          page={page}
          siblingCount={2}
          boundaryCount={0}
          onChange={(_event, next) => setPage(next)}
        />
      </Box>
      <ImageDetailDialog image={details} onClose={() => setDetails(undefined)} />
      <ConfirmDialog
        open={removing !== undefined}
        title={t('images.library.remove')}
        text={t('images.library.removeConfirm', { title: removing?.title ?? '' })}
        deleting={busy}
        onCancel={() => setRemoving(undefined)}
        onConfirm={async () => {
          if (!removing) return;
          setBusy(true);
          await remove(removing);
          setBusy(false);
          setRemoving(undefined);
        }}
      />
    </Box>
  );
}
