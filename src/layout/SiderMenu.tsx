import Logout from '@mui/icons-material/Logout';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { useOpenGroups } from '../menu/useOpenGroups';
import { useVisibleMenu } from '../menu/useVisibleMenu';
import { SiderGroup } from './SiderGroup';
import { useSignOut } from './useSignOut';

/** The side menu's groups and entries the user may see, and sign-out at the end. */
export function SiderMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { groups, active } = useVisibleMenu();
  const { isOpen, toggle } = useOpenGroups(active?.group);
  const signOut = useSignOut();
  return (
    <List component="nav" aria-label={t('menu.navigation')} sx={{ flexGrow: 1, overflowY: 'auto', py: 1 }}>
      {groups.map((group) => (
        <SiderGroup
          key={group.key}
          group={group}
          open={isOpen(group.key)}
          onToggle={() => toggle(group.key)}
          activeRoute={active?.route}
          onNavigate={onNavigate}
        />
      ))}
      <ListItemButton onClick={signOut}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Logout fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t('buttons.logout')} slotProps={{ primary: { fontSize: 14 } }} />
      </ListItemButton>
    </List>
  );
}
