import FilterList from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  AddToLibraryButton,
  ImageDetailDialog,
  ImageGrid,
  LicenceQuestionDialog,
  PREVIEW_SIZES,
  pageCount,
  searchStock,
  stockQuery,
  useAddSelected,
  useAreaTranslation,
  useImageDownload,
  useImageSearch,
  useImageSelection,
  useImagedbRight,
  type CustomPageProps,
  type DatabaseImage,
  SearchOnEnterField,
} from '../../src/console';
import { StockFilterDrawer } from './StockFilterDrawer';
import { StockResultBar } from './StockResultBar';
import { useStockFilters } from './useStockFilters';

/**
 * The stock-image search (spec 1 §2): text and filters in the address, 64 images a page, tiles to
 * select, license, download and open; the selected ones go to a library or journey.
 */
export default function StockPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const { filters, change, replace } = useStockFilters();
  const [typed, setTyped] = useState(filters.q);
  const [drawer, setDrawer] = useState(false);
  const [details, setDetails] = useState<DatabaseImage>();
  const query = stockQuery(filters);
  const search = useImageSearch(new URLSearchParams(query).toString(), (signal) => searchStock(query, signal));
  const selection = useImageSelection();
  const adding = useAddSelected();
  const files = useImageDownload();
  const mayLicense = useImagedbRight('imagedb-create');
  const mayDownload = useImagedbRight('imagedb-download');

  const license = async (image: DatabaseImage) => {
    if (await adding.license(image)) search.refresh();
  };
  const download = async (image: DatabaseImage) => {
    if (await files.download(image)) search.refresh();
  };

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('images.stock.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <SearchOnEnterField
          label={t('images.stock.search')}
          value={typed}
          disabled={search.fetching}
          onChange={setTyped}
          onSearch={(words) => change({ q: words.trim() })}
        />
        <Button variant="outlined" startIcon={<FilterList />} onClick={() => setDrawer(true)} sx={{ flexShrink: 0 }}>
          {t('images.stock.filters')}
        </Button>
        <Box sx={{ flexShrink: 0, alignSelf: 'center' }}>
          <AddToLibraryButton selection={selection} adding={adding} onProcessed={search.refresh} />
        </Box>
      </Stack>
      <StockResultBar
        total={search.total}
        filters={filters}
        onReplace={(next) => {
          setTyped(next.q);
          replace(next);
        }}
      />
      {search.fetching && <LinearProgress sx={{ mb: 1 }} />}
      {search.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {search.error}
        </Alert>
      )}
      {!search.fetching && !search.error && search.images.length === 0 && (
        <Typography color="text.secondary">{t('images.stock.noResults')}</Typography>
      )}
      <ImageGrid
        images={search.images}
        zoom={PREVIEW_SIZES[filters.size]}
        isSelected={selection.isSelected}
        onToggle={selection.toggle}
        current={adding.current}
        onDetails={setDetails}
        onLicense={mayLicense ? (image) => void license(image) : undefined}
        onDownload={mayDownload ? (image) => void download(image) : undefined}
      />
      <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
        <Pagination
          count={pageCount(search.total)}
          page={filters.page}
          siblingCount={2}
          boundaryCount={0}
          onChange={(_event, page) => change({ page })}
        />
      </Box>
      <StockFilterDrawer
        open={drawer}
        filters={filters}
        onChange={change}
        onReset={(next) => {
          setTyped(next.q);
          replace(next);
        }}
        onClose={() => setDrawer(false)}
      />
      <ImageDetailDialog
        image={details && adding.current(details)}
        onClose={() => setDetails(undefined)}
        licensing={adding.working}
        onLicense={mayLicense ? (image) => void license(image) : undefined}
      />
      <LicenceQuestionDialog question={adding.question} />
    </Box>
  );
}
