import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import {
  ErrorPage,
  FullScreenSpinner,
  ResourceForm,
  useAreaTranslation,
  useImagedbRight,
  useResourceRecord,
  type CustomPageProps,
} from '../../src/console';
import { LibraryItemsGrid } from './LibraryItemsGrid';

/** `/imagedb/library/{id}`: the library in the generated form, then its images as tiles. */
export default function LibraryPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const { id = '' } = useParams();
  const loader = useResourceRecord(resource, 'edit', id);
  const mayRemove = useImagedbRight('imagedb-delete');
  if (loader.isLoading) return <FullScreenSpinner />;
  if (loader.loadError) {
    return loader.loadError.statusCode === 404 ? (
      <ErrorPage status={404} />
    ) : (
      <ErrorPage status={500} details={loader.loadError.message} />
    );
  }
  return (
    <Stack spacing={3}>
      <ResourceForm
        resource={resource}
        mode="edit"
        id={id}
        record={loader.record}
        save={loader.save}
        fetchCurrent={loader.fetchCurrent}
      />
      <Typography variant="h6" component="h2">
        {t('images.library.items')}
      </Typography>
      <LibraryItemsGrid owner={{ id_img_library: Number(id) }} mayRemove={mayRemove} />
    </Stack>
  );
}
