import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MenuEntry } from '../../registry/types';
import { MenuIcon } from '../menu/menuIcons';

interface SiderEntryProps {
  entry: MenuEntry;
  active: boolean;
  nested: boolean;
  onNavigate?: () => void;
}

/** One menu entry: a link, highlighted when it is the current page's. */
export function SiderEntry({ entry, active, nested, onNavigate }: SiderEntryProps) {
  const { t } = useTranslation();
  return (
    <ListItemButton
      component={Link}
      to={entry.route}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      sx={{ pl: nested ? 4 : 2 }}
    >
      <ListItemIcon sx={{ minWidth: 36, color: active ? 'primary.main' : undefined }}>
        <MenuIcon name={entry.icon} fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={t(entry.label)} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />
    </ListItemButton>
  );
}
