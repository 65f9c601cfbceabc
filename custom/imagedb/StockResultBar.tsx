import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { filterChips, hitCount, type StockFilters } from '../../src/console';

/** The result bar (spec 1 §2): the hit count in German number format, and a removable chip per active filter. */
export function StockResultBar({
  total,
  filters,
  onReplace,
}: {
  total: number;
  filters: StockFilters;
  onReplace: (filters: StockFilters) => void;
}) {
  const { t } = useTranslation();
  const chipText = (kind: string, value: string) => {
    if (kind === 'orientation')
      return t('images.stock.chip.orientation', { value: t(`images.stock.orientations.${value}`) });
    if (kind === 'type') return t(`images.stock.types.${value}`);
    return t(`images.stock.chip.${kind}`, { value });
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="subtitle1" component="p" data-testid="stock-hits">
        {t('images.stock.hits', { hits: hitCount(total) })}
      </Typography>
      {filterChips(filters).map((chip) => (
        <Chip
          key={`${chip.kind}-${chip.value}`}
          data-testid={`chip-${chip.kind}`}
          label={chipText(chip.kind, chip.value)}
          onDelete={() => onReplace(chip.without)}
          icon={
            chip.kind === 'color' ? (
              <span style={{ width: 14, height: 14, borderRadius: 7, marginLeft: 8, background: `#${chip.value}` }} />
            ) : undefined
          }
        />
      ))}
    </Stack>
  );
}
