import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMAGE_TYPES,
  NO_FILTERS,
  ORIENTATIONS,
  PEOPLE,
  PREVIEW_SIZES,
  type ImageType,
  type PreviewSize,
  type StockFilters,
} from '../../src/console';

/** Spec 1 §2: the filter panel is a drawer 300 px wide. */
const DRAWER_WIDTH = 300;

interface StockFilterDrawerProps {
  open: boolean;
  filters: StockFilters;
  onChange: (changed: Partial<StockFilters>) => void;
  onReset: (filters: StockFilters) => void;
  onClose: () => void;
}

function Choice<T extends string>({
  label,
  name,
  values,
  value,
  text,
  onChange,
}: {
  label: string;
  name: string;
  values: readonly T[];
  value: T;
  text: (value: T) => ReactNode;
  onChange: (value: T) => void;
}) {
  return (
    <FormControl>
      <FormLabel id={`stock-${name}`}>{label}</FormLabel>
      <RadioGroup
        aria-labelledby={`stock-${name}`}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {values.map((each) => (
          <FormControlLabel key={each} value={each} control={<Radio size="small" />} label={text(each)} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * The stock search's filters (spec 1 §2): colour, orientation, people, image type, preview size,
 * reset all and close.
 */
export function StockFilterDrawer({ open, filters, onChange, onReset, onClose }: StockFilterDrawerProps) {
  const { t } = useTranslation();
  const toggleType = (type: ImageType, on: boolean) =>
    onChange({ types: IMAGE_TYPES.filter((each) => (each === type ? on : filters.types.includes(each))) });
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}>
      <Stack spacing={2} sx={{ p: 2 }} data-testid="stock-filters">
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {t('images.stock.filters')}
          </Typography>
          <IconButton aria-label={t('images.stock.close')} onClick={onClose}>
            <Close />
          </IconButton>
        </Box>
        <FormControl>
          <FormLabel htmlFor="stock-color">{t('images.stock.color')}</FormLabel>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Box
              component="input"
              id="stock-color"
              type="color"
              value={`#${filters.color || 'ffffff'}`}
              onChange={(event) => onChange({ color: event.target.value.slice(1).toLowerCase() })}
              sx={{ width: 56, height: 32, p: 0, border: 0, bgcolor: 'transparent' }}
            />
            {filters.color && (
              <Button size="small" onClick={() => onChange({ color: '' })}>
                {t('images.stock.anyColor')}
              </Button>
            )}
          </Stack>
        </FormControl>
        <Choice
          label={t('images.stock.orientation')}
          name="orientation"
          values={ORIENTATIONS}
          value={filters.orientation}
          text={(value) => t(`images.stock.orientations.${value}`)}
          onChange={(orientation) => onChange({ orientation })}
        />
        <Choice
          label={t('images.stock.people')}
          name="people"
          values={PEOPLE}
          value={filters.people}
          text={(value) => t(`images.stock.peopleValues.${value}`)}
          onChange={(people) => onChange({ people })}
        />
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('images.stock.imageType')}</FormLabel>
          <FormGroup>
            {IMAGE_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                control={
                  <Checkbox
                    size="small"
                    checked={filters.types.includes(type)}
                    onChange={(event) => toggleType(type, event.target.checked)}
                  />
                }
                label={t(`images.stock.types.${type}`)}
              />
            ))}
          </FormGroup>
        </FormControl>
        <Choice
          label={t('images.stock.previewSize')}
          name="size"
          values={Object.keys(PREVIEW_SIZES) as PreviewSize[]}
          value={filters.size}
          text={(value) => t(`images.stock.sizes.${value}`)}
          onChange={(size) => onChange({ size })}
        />
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" onClick={() => onReset(NO_FILTERS)}>
            {t('images.stock.resetAll')}
          </Button>
          <Button onClick={onClose}>{t('images.stock.close')}</Button>
        </Stack>
      </Stack>
    </Drawer>
  );
}
