import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import Menu from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useGetIdentity } from '@refinedev/core';
import { useThemedLayoutContext } from '@refinedev/mui';
import { useTranslation } from 'react-i18next';
import type { Userdata } from '../auth/userdata';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useColorMode } from '../theme/colorMode';
import { formatDateTime } from './formatDateTime';

/** The top bar: drawer toggle, language, theme, and the user's card name, role and last login. */
export function ConsoleHeader() {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<Userdata>();
  const { mode, toggleMode } = useColorMode();
  const { setSiderCollapsed, siderCollapsed, setMobileSiderOpen, mobileSiderOpen } = useThemedLayoutContext();
  const name = user?.vc_card?.name ?? user?.email ?? '';

  return (
    <AppBar position="sticky" color="default" elevation={1}>
      <Toolbar sx={{ gap: 2 }}>
        <IconButton
          aria-label="menu"
          onClick={() => {
            setSiderCollapsed(!siderCollapsed);
            setMobileSiderOpen(!mobileSiderOpen);
          }}
        >
          <Menu />
        </IconButton>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitch />
        <Tooltip title={t('header.toggleTheme')}>
          <IconButton aria-label={t('header.toggleTheme')} onClick={toggleMode}>
            {mode === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
          </IconButton>
        </Tooltip>
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
                <span data-testid="user-card-last-login">{formatDateTime(user.lastLogin)}</span>
              </Typography>
            </Box>
            <Avatar
              alt={name}
              src={user.avatar ? `/api/uploads/${encodeURIComponent(user.avatar)}` : undefined}
              sx={{ width: 40, height: 40 }}
            >
              {name.charAt(0).toUpperCase()}
            </Avatar>
          </Stack>
        )}
      </Toolbar>
    </AppBar>
  );
}
