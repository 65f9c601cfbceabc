import Notifications from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PopoverDialog } from '../components/PopoverDialog';
import { usePopover } from '../components/usePopover';

/** The bell: no notification source exists yet, so it counts 0 and says so. */
export function NotificationMenu() {
  const { t } = useTranslation();
  const popover = usePopover();
  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton aria-label={t('notifications.title')} {...popover.triggerProps}>
          <Badge badgeContent={0} showZero color="primary">
            <Notifications />
          </Badge>
        </IconButton>
      </Tooltip>
      <PopoverDialog popover={popover} label={t('notifications.title')} paperSx={{ maxWidth: 400 }}>
        <Typography color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {t('notifications.none')}
        </Typography>
      </PopoverDialog>
    </>
  );
}
