import CloudUpload from '@mui/icons-material/CloudUpload';
import EditNote from '@mui/icons-material/EditNote';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  AddToLibraryButton,
  hitCount,
  ImageDetailDialog,
  ImageGrid,
  LicenceQuestionDialog,
  pageCount,
  TileIcon,
  useAddSelected,
  useAreaTranslation,
  useImageDownload,
  useImagedbRight,
  useImageSelection,
  useLibraryChoices,
  type CustomPageProps,
  type DatabaseImage,
  SearchOnEnterField,
} from '../../src/console';
import { ImageInfoDialog } from './ImageInfoDialog';
import { useCustomerImages } from './useCustomerImages';

/**
 * Own images (spec 1 §2): in the stock's tile grid with the hit count, searched and filtered by
 * library; uploaded into a library, their info edited and their files downloaded by the rights for it;
 * the selected ones added to a library or journey.
 */
export default function CustomerPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const images = useCustomerImages(resource.api);
  const libraries = useLibraryChoices();
  const selection = useImageSelection();
  const adding = useAddSelected();
  const files = useImageDownload();
  const [typed, setTyped] = useState('');
  const [details, setDetails] = useState<DatabaseImage>();
  const [editing, setEditing] = useState<DatabaseImage>();
  const mayUpload = useImagedbRight('imagedb-upload');
  const mayEditInfo = useImagedbRight('imagedb-editinfo');
  const mayDownload = useImagedbRight('imagedb-download');
  const { search } = images;

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('menu.customerImages')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <SearchOnEnterField
          label={t('images.library.searchOwn')}
          value={typed}
          disabled={search.fetching}
          onChange={setTyped}
          onSearch={images.find}
        />
        <TextField
          select
          label={t('images.library.library')}
          value={images.library ?? ''}
          onChange={(event) => images.setLibrary(event.target.value === '' ? undefined : Number(event.target.value))}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('images.library.allLibraries')}</MenuItem>
          {libraries.map((library) => (
            <MenuItem key={library.id_img_library} value={library.id_img_library}>
              {library.name}
            </MenuItem>
          ))}
        </TextField>
        {mayUpload && (
          <Tooltip title={images.library === undefined ? t('images.library.uploadNeedsLibrary') : ''}>
            <span>
              <Button
                component="label"
                variant="outlined"
                startIcon={<CloudUpload />}
                disabled={images.library === undefined || images.uploading}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {t('images.library.upload')}
                <input
                  hidden
                  type="file"
                  multiple
                  accept="image/png,image/jpeg,image/gif,image/webp"
                  onChange={(event) => {
                    const chosen = [...(event.target.files ?? [])];
                    event.target.value = '';
                    if (images.library !== undefined) void images.upload(chosen, images.library);
                  }}
                />
              </Button>
            </span>
          </Tooltip>
        )}
        <Box sx={{ flexShrink: 0 }}>
          <AddToLibraryButton selection={selection} adding={adding} />
        </Box>
      </Stack>
      <Typography variant="subtitle1" component="p" sx={{ mb: 2 }} data-testid="customer-hits">
        {t('images.stock.hits', { hits: hitCount(search.total) })}
      </Typography>
      {(search.fetching || images.uploading) && <LinearProgress sx={{ mb: 1 }} />}
      {search.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {search.error}
        </Alert>
      )}
      <ImageGrid
        images={search.images}
        zoom={1}
        isSelected={selection.isSelected}
        onToggle={selection.toggle}
        onDetails={setDetails}
        onDownload={mayDownload ? (image) => void files.download(image) : undefined}
        extra={
          mayEditInfo
            ? (image) => (
                <TileIcon label={t('images.library.editInfo')} onClick={() => setEditing(image)}>
                  <EditNote fontSize="small" />
                </TileIcon>
              )
            : undefined
        }
      />
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
        <Pagination
          count={pageCount(search.total)}
          page={images.page}
          siblingCount={2}
          boundaryCount={0}
          onChange={(_event, page) => images.setPage(page)}
        />
      </Box>
      <ImageDetailDialog image={details} onClose={() => setDetails(undefined)} />
      {editing && (
        <ImageInfoDialog
          key={editing.id}
          image={editing}
          onCancel={() => setEditing(undefined)}
          onSave={(info) => images.saveInfo(editing, info)}
        />
      )}
      <LicenceQuestionDialog question={adding.question} />
    </Box>
  );
}
