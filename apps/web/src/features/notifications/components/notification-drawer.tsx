import Drawer from '@mui/material/Drawer';
import { NotificationCenter } from './notification-center.tsx';

/** The centre on mobile, opened from the bottom bar. */
export function NotificationDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { maxHeight: '80vh', borderTopLeftRadius: 16, borderTopRightRadius: 16, pb: 2 } },
      }}
    >
      <NotificationCenter onOpened={onClose} />
    </Drawer>
  );
}
