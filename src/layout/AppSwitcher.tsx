import Apps from '@mui/icons-material/Apps';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PopoverDialog } from '../components/PopoverDialog';
import { usePopover } from '../components/usePopover';
import { AppTileCard } from './AppTileCard';
import { useAppSwitcher } from './useAppSwitcher';

/** The top bar's app switcher: a panel of tiles, two per row. */
export function AppSwitcher() {
  const { t } = useTranslation();
  const { tiles, open } = useAppSwitcher();
  const popover = usePopover();
  return (
    <>
      <Tooltip title={t('apps.title')}>
        <IconButton aria-label={t('apps.title')} {...popover.triggerProps}>
          <Apps />
        </IconButton>
      </Tooltip>
      <PopoverDialog popover={popover} label={t('apps.title')}>
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
                  popover.close();
                  open(tile.link);
                }}
              />
            ))}
          </Box>
        </Box>
      </PopoverDialog>
    </>
  );
}
