import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageDetailDialog } from './ImageDetailDialog';
import { ImageGrid } from './ImageGrid';
import { SearchOnEnterField } from './SearchOnEnterField';
import { imageFinderSearch } from './imageFinderSearch';
import type { DatabaseImage, ImageDatabase } from './imageTypes';
import { LicenceQuestionDialog } from './LicenceQuestionDialog';
import { hitCount, pageCount } from './stockFilters';
import { useAddSelected } from './useAddSelected';
import { useImageSearch } from './useImageSearch';
import { useImagedbRight } from './useImagedbRight';
import { useImageSelection } from './useImageSelection';

export interface FinderDialogProps {
  open: boolean;
  onClose: () => void;
  /** The images to add, ready (licensed and stored with us), in the order chosen. */
  onChosen: (images: DatabaseImage[]) => void;
}

/**
 * The image finder (spec 1 §2): a database (stock by default, or own images), a text search run on
 * Enter, the results in pages (at most 100, five page numbers shown), the lightbox, and "add selected
 * images", which licenses and stores what needs it first. Closing starts the next opening at the stock.
 */
export default function FinderDialog({ open, onClose, onChosen }: FinderDialogProps) {
  const { t } = useTranslation(['common', 'images']);
  const [database, setDatabase] = useState<ImageDatabase>('adobestock');
  const [typed, setTyped] = useState('');
  const [words, setWords] = useState('');
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<DatabaseImage>();
  const selection = useImageSelection();
  const adding = useAddSelected();
  const mayLicense = useImagedbRight('imagedb-create');
  const finder = imageFinderSearch(database, words, page);
  const search = useImageSearch(finder.key, finder.load);

  const close = () => {
    setDatabase('adobestock');
    setTyped('');
    setWords('');
    setPage(1);
    selection.clear();
    onClose();
  };

  const addSelected = async () => {
    const outcome = await adding.addSelected(selection.selected);
    selection.keepOnly([...outcome.declined, ...outcome.failed]);
    if (outcome.ready.length > 0) onChosen(outcome.ready);
    if (outcome.declined.length === 0 && outcome.failed.length === 0) close();
  };

  return (
    <Dialog open={open} onClose={adding.working ? undefined : close} fullWidth maxWidth="xl">
      <DialogTitle>{t('images.finder.title')}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1, mb: 2 }}>
          <TextField
            select
            label={t('images.finder.database')}
            value={database}
            sx={{ minWidth: 200 }}
            onChange={(event) => {
              // The selection stays: images of both databases are added together.
              setDatabase(event.target.value as ImageDatabase);
              setPage(1);
            }}
          >
            <MenuItem value="adobestock">{t('images.finder.stock')}</MenuItem>
            <MenuItem value="customer">{t('images.finder.customer')}</MenuItem>
          </TextField>
          <SearchOnEnterField
            label={t('images.finder.search')}
            value={typed}
            disabled={search.fetching}
            onChange={setTyped}
            onSearch={(words) => {
              setWords(words);
              setPage(1);
            }}
          />
        </Stack>
        <Typography variant="body2" sx={{ mb: 1 }} data-testid="finder-hits">
          {t('images.stock.hits', { hits: hitCount(search.total) })}
        </Typography>
        {search.fetching && <LinearProgress sx={{ mb: 1 }} />}
        {search.error && <Alert severity="error">{search.error}</Alert>}
        <ImageGrid
          images={search.images}
          zoom={1}
          isSelected={selection.isSelected}
          onToggle={selection.toggle}
          current={adding.current}
          onDetails={setDetails}
          onLicense={mayLicense ? (image) => void adding.license(image) : undefined}
        />
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={pageCount(search.total, finder.limit)}
            page={page}
            siblingCount={2}
            boundaryCount={0}
            onChange={(_event, next) => setPage(next)}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Typography variant="body2" sx={{ mr: 'auto', pl: 2 }}>
          {t('images.stock.selectedCount', { count: selection.selected.length })}
        </Typography>
        <Button onClick={close} disabled={adding.working}>
          {t('images.finder.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={selection.selected.length === 0 || adding.working}
          onClick={() => void addSelected()}
        >
          {t('images.finder.addSelected')}
        </Button>
      </DialogActions>
      <ImageDetailDialog
        image={details && adding.current(details)}
        onClose={() => setDetails(undefined)}
        licensing={adding.working}
        onLicense={mayLicense ? (image) => void adding.license(image) : undefined}
      />
      <LicenceQuestionDialog question={adding.question} />
    </Dialog>
  );
}
