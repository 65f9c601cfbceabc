import Menu from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useGetIdentity } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Userdata } from '../auth/userdata';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { HeaderFinder } from '../imagedb/HeaderFinder';
import { AppSwitcher } from './AppSwitcher';
import { formatDateTime } from './formatDateTime';
import { NotificationMenu } from './NotificationMenu';
import { ThemeToggle } from './ThemeToggle';
import { useDrawer } from './useDrawer';
import { UserMenu } from './UserMenu';

/** The top bar: drawer toggle, image finder, language, theme, apps, notifications, and the user's card (name, role, last login) and menu. */
export function ConsoleHeader() {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<Userdata>();
  const drawer = useDrawer();
  const name = user?.vc_card?.name ?? user?.email ?? '';

  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar sx={{ gap: 1.5 }}>
        <Tooltip title={t('header.toggleMenu')}>
          <IconButton aria-label={t('header.toggleMenu')} aria-expanded={drawer.open} onClick={drawer.toggle}>
            <Menu />
          </IconButton>
        </Tooltip>
        <Box sx={{ flexGrow: 1 }} />
        <HeaderFinder />
        <LanguageSwitch />
        <ThemeToggle />
        <AppSwitcher />
        <NotificationMenu />
        {user && (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} data-testid="user-card">
            <Box sx={{ textAlign: 'right', display: { xs: 'none', sm: 'block' } }}>
              <Typography variant="subtitle2" component="p" data-testid="user-card-name">
                {name}
              </Typography>
              <Typography variant="caption" component="p" color="text.secondary">
                {t('header.role')}: <span data-testid="user-card-role">{user.permissions.role ?? '—'}</span>
                {' · '}
                {t('header.lastLogin')}:{' '}
                <span data-testid="user-card-last-login">
                  {user.previousLogin ? formatDateTime(user.previousLogin) : t('header.firstLogin')}
                </span>
              </Typography>
            </Box>
            <UserMenu user={user} name={name} />
          </Stack>
        )}
      </Toolbar>
    </AppBar>
  );
}
