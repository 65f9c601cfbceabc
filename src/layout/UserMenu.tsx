import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import Logout from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Userdata } from '../auth/userdata';
import { useColorMode } from '../theme/colorMode';
import { avatarUrl, initialsOf } from './avatar';
import { useSignOut } from './useSignOut';

/** The user's avatar (40 px; initials without a picture) opening theme switch and sign-out. */
export function UserMenu({ user, name }: { user: Userdata; name: string }) {
  const { t } = useTranslation();
  const { mode, toggleMode } = useColorMode();
  const signOut = useSignOut();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={t('header.userMenu')}>
        <IconButton
          aria-label={t('header.userMenu')}
          aria-haspopup="menu"
          aria-expanded={anchor !== null}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <Avatar
            alt={name}
            src={avatarUrl(user.avatar)}
            sx={{ width: 40, height: 40, bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            {initialsOf(name)}
          </Avatar>
        </IconButton>
      </Tooltip>
      <Menu
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          onClick={() => {
            close();
            toggleMode();
          }}
        >
          <ListItemIcon>{mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}</ListItemIcon>
          <ListItemText>{mode === 'dark' ? t('header.lightTheme') : t('header.darkTheme')}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            signOut();
          }}
        >
          <ListItemIcon>
            <Logout />
          </ListItemIcon>
          <ListItemText>{t('buttons.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
