import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../menu/menuIcons';
import type { MenuEntry } from '../../registry/types';
import type { VisibleGroup } from '../menu/visibleMenu';
import { SiderEntry } from './SiderEntry';

interface SiderGroupProps {
  group: VisibleGroup;
  open: boolean;
  onToggle: () => void;
  activeRoute: string | undefined;
  onNavigate?: () => void;
}

/** A collapsible menu group; a group of one same-named entry is that entry alone. */
export function SiderGroup({ group, open, onToggle, activeRoute, onNavigate }: SiderGroupProps) {
  const { t } = useTranslation();
  const entryOf = (entry: MenuEntry) => (
    <SiderEntry
      key={entry.route}
      entry={entry}
      active={entry.route === activeRoute}
      nested={!group.flat}
      onNavigate={onNavigate}
    />
  );
  if (group.flat) return group.entries.map(entryOf);
  const listId = `menu-group-${group.key}`;
  return (
    <>
      <ListItemButton onClick={onToggle} aria-expanded={open} aria-controls={listId}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <MenuIcon name={group.icon} fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={t(group.label)}
          slotProps={{ primary: { noWrap: true, fontSize: 14, fontWeight: 600 } }}
        />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      {/* A closed group's entries are not drawn: the whole menu is some 700 elements and 150 icons. */}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding aria-label={t(group.label)}>
          {group.entries.map((entry) => (
            <ListItem key={entry.route} disablePadding>
              {entryOf(entry)}
            </ListItem>
          ))}
        </List>
      </Collapse>
    </>
  );
}
