import Notifications from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The bell: no notification source exists yet, so it counts 0 and says so. */
export function NotificationMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton
          aria-label={t('notifications.title')}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={0} showZero color="primary">
            <Notifications />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t('notifications.title'), sx: { maxWidth: 400 } } }}
      >
        <Typography color="text.secondary" sx={{ px: 2, py: 1.5 }}>
          {t('notifications.none')}
        </Typography>
      </Popover>
    </>
  );
}
