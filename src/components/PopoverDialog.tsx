import Popover from '@mui/material/Popover';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import type { PopoverControl } from './usePopover';

interface PopoverDialogProps {
  popover: PopoverControl;
  /** The dialog's accessible name, when no heading inside it names it. */
  label?: string;
  /** The id of the heading inside that names the dialog. */
  labelledBy?: string;
  paperSx?: SxProps<Theme>;
  children: ReactNode;
}

/** A dialog that opens under its button, right-aligned with it; closing it returns focus to the button. */
export function PopoverDialog({ popover, label, labelledBy, paperSx, children }: PopoverDialogProps) {
  return (
    <Popover
      open={popover.isOpen}
      anchorEl={popover.anchor}
      onClose={popover.close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': label, 'aria-labelledby': labelledBy, sx: paperSx } }}
    >
      {children}
    </Popover>
  );
}
