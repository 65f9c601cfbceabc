import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import type { ComponentType } from 'react';
import { SiderMenu } from './SiderMenu';
import { useDrawer } from './useDrawer';

const DRAWER_WIDTH = 260;

/**
 * The side drawer, in place of Refine's ThemedSider (which always adds a Dashboard entry):
 * docked beside the page on wide screens, over it on narrow ones; the top bar's button opens and closes it.
 */
export function ConsoleSider({ Title }: { Title: ComponentType<{ collapsed: boolean }> }) {
  const { docked, open, close } = useDrawer();
  const content = (
    <Box sx={{ width: DRAWER_WIDTH, height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 64, flexShrink: 0, display: 'flex', alignItems: 'center', px: 2 }}>
        <Title collapsed={false} />
      </Box>
      <Divider />
      {/* Over the page, the drawer gets out of the way once an entry is chosen. */}
      <SiderMenu onNavigate={docked ? undefined : close} />
    </Box>
  );
  if (!docked)
    return (
      <Drawer variant="temporary" open={open} onClose={close} ModalProps={{ keepMounted: true }}>
        {content}
      </Drawer>
    );
  return (
    <Box
      sx={{
        width: open ? DRAWER_WIDTH : 0,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
      }}
    >
      <Drawer variant="persistent" open={open} slotProps={{ paper: { sx: { width: DRAWER_WIDTH } } }}>
        {content}
      </Drawer>
    </Box>
  );
}
