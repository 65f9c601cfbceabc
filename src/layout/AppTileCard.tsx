import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../menu/menuIcons';
import type { AppTile } from './useAppSwitcher';

/** One tile of the app switcher: icon, title and subtitle. */
export function AppTileCard({ tile, onOpen }: { tile: AppTile; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ maxWidth: 280 }}>
      <CardActionArea onClick={onOpen} sx={{ height: '100%', p: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <MenuIcon name={tile.icon} color="primary" />
          <div>
            <Typography variant="subtitle2" component="p">
              {t(`apps.${tile.key}.title`)}
            </Typography>
            <Typography variant="caption" component="p" color="text.secondary">
              {t(`apps.${tile.key}.subtitle`)}
            </Typography>
          </div>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
