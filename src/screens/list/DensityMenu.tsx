import DensityMedium from '@mui/icons-material/DensityMedium';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { GridDensity } from '@mui/x-data-grid';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const DENSITIES: readonly GridDensity[] = ['compact', 'standard', 'comfortable'];

/** The grid's row height: compact, standard or comfortable. */
export function DensityMenu({ density, onChange }: { density: GridDensity; onChange: (density: GridDensity) => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement>();
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<DensityMedium />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('list.density.title')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== undefined} onClose={() => setAnchor(undefined)}>
        {DENSITIES.map((option) => (
          <MenuItem
            key={option}
            selected={option === density}
            aria-current={option === density ? 'true' : undefined}
            onClick={() => {
              setAnchor(undefined);
              onChange(option);
            }}
          >
            {t(`list.density.${option}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
