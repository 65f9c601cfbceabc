import CloudUpload from '@mui/icons-material/CloudUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  pageCount,
  SearchOnEnterField,
  useAreaTranslation,
  useImagedbRight,
  type CustomPageProps,
} from '../../src/console';
import { TemplateFileCard } from './TemplateFileCard';
import { TemplateViewLinks } from './TemplateViewLinks';
import { useTemplateFiles } from './useTemplateFiles';

/**
 * `/newsletter/templates/files`: the images a template may show, the image database's own images as
 * the user may see them, each with its public address to copy into the HTML; uploads for those who
 * may upload.
 */
export default function TemplateFilesPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const mayRead = useImagedbRight('imagedb-read');
  const mayUpload = useImagedbRight('imagedb-upload');
  const files = useTemplateFiles(mayRead);
  const [typed, setTyped] = useState('');
  const { search } = files;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          {t('newsletter.templates.filesTitle')}
        </Typography>
        <TemplateViewLinks resource={resource} current="files" />
      </Stack>
      <Typography color="text.secondary">{t('newsletter.templates.filesIntro')}</Typography>
      {!mayRead ? (
        <Alert severity="info">{t('newsletter.templates.noImageRight')}</Alert>
      ) : (
        <>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <SearchOnEnterField
              label={t('newsletter.templates.searchFiles')}
              value={typed}
              disabled={search.fetching}
              onChange={setTyped}
              onSearch={files.find}
            />
            <TextField
              select
              label={t('newsletter.templates.library')}
              value={files.library ?? ''}
              onChange={(event) => files.choose(event.target.value === '' ? undefined : Number(event.target.value))}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">{t('newsletter.templates.allLibraries')}</MenuItem>
              {files.libraries.map((library) => (
                <MenuItem key={library.id_img_library} value={library.id_img_library}>
                  {library.name}
                </MenuItem>
              ))}
            </TextField>
            {mayUpload && (
              <Button
                component="label"
                variant="outlined"
                startIcon={<CloudUpload />}
                disabled={files.library === undefined || files.uploading}
                sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
              >
                {t('newsletter.templates.upload')}
                <input
                  hidden
                  type="file"
                  multiple
                  accept="image/png,image/jpeg,image/gif,image/webp"
                  onChange={(event) => {
                    const chosen = [...(event.target.files ?? [])];
                    event.target.value = '';
                    if (files.library !== undefined) void files.upload(chosen, files.library);
                  }}
                />
              </Button>
            )}
          </Stack>
          {mayUpload && files.library === undefined && (
            <Typography variant="body2" color="text.secondary">
              {t('newsletter.templates.uploadNeedsLibrary')}
            </Typography>
          )}
          {!mayUpload && <Alert severity="info">{t('newsletter.templates.noUploadRight')}</Alert>}
          {(search.fetching || files.uploading) && <LinearProgress />}
          {search.error && <Alert severity="error">{search.error}</Alert>}
          {!search.fetching && !search.error && search.images.length === 0 && (
            <Typography color="text.secondary">{t('newsletter.templates.noFiles')}</Typography>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
            {search.images.map((image) => (
              <TemplateFileCard key={image.id} image={image} />
            ))}
          </Box>
          {search.total > search.images.length && (
            <Box sx={{ display: 'flex', justifyContent: 'center' }}>
              <Pagination
                count={pageCount(search.total)}
                page={files.page}
                onChange={(_event, page) => files.setPage(page)}
              />
            </Box>
          )}
        </>
      )}
    </Stack>
  );
}
