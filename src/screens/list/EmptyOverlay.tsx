import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    /** The list is filtered or searched: offer to show everything again. */
    filtered?: boolean;
    onClearFilters?: () => void;
  }
}

/** The grid without rows: "no records", and a way out when filters caused it. */
export function EmptyOverlay({ filtered, onClearFilters }: { filtered?: boolean; onClearFilters?: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Typography color="text.secondary">{t(filtered ? 'list.emptyFiltered' : 'list.empty')}</Typography>
      {filtered && onClearFilters && (
        <Button variant="outlined" size="small" onClick={onClearFilters}>
          {t('list.filter.clear')}
        </Button>
      )}
    </Stack>
  );
}
