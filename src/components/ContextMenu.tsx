import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import type { ContextMenuControl } from './useContextMenu';

export interface ContextMenuItem {
  key: string;
  /** Already translated. */
  label: string;
  icon?: ReactNode;
  /** Greyed out, and choosing it does nothing. */
  disabled?: boolean;
  onSelect: () => void;
}

/** A menu at the pointer; open it from an element's `onContextMenu={menu.open}`. */
export function ContextMenu({ menu, items }: { menu: ContextMenuControl; items: readonly ContextMenuItem[] }) {
  return (
    <Menu
      open={menu.position !== null}
      onClose={menu.close}
      anchorReference="anchorPosition"
      anchorPosition={menu.position ?? undefined}
      // The position is clamped already, by the menu's measured size.
      marginThreshold={null}
      slotProps={{ paper: { ref: menu.measure } }}
    >
      {items.map((item) => (
        <MenuItem
          key={item.key}
          disabled={item.disabled}
          onClick={() => {
            if (item.disabled) return;
            menu.close();
            item.onSelect();
          }}
        >
          {item.icon && <ListItemIcon>{item.icon}</ListItemIcon>}
          <ListItemText>{item.label}</ListItemText>
        </MenuItem>
      ))}
    </Menu>
  );
}
