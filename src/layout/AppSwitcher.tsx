import Apps from '@mui/icons-material/Apps';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppTileCard } from './AppTileCard';
import { useAppSwitcher } from './useAppSwitcher';

/** The top bar's app switcher: a panel of tiles, two per row. */
export function AppSwitcher() {
  const { t } = useTranslation();
  const { tiles, open } = useAppSwitcher();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('apps.title')}>
        <IconButton
          aria-label={t('apps.title')}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Apps />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('apps.title') } }}
      >
        <Box sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5 }}>
            {t('apps.title')}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 280px))', gap: 1.5 }}>
            {tiles.map((tile) => (
              <AppTileCard
                key={tile.key}
                tile={tile}
                onOpen={() => {
                  setAnchor(null);
                  open(tile.link);
                }}
              />
            ))}
          </Box>
        </Box>
      </Popover>
    </>
  );
}
