import ChatBubbleOutlined from '@mui/icons-material/ChatBubbleOutlined';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The panel (a popover) loads on the first click: the login page carries no popover code.
const ChatPanel = lazy(() => import('./chat-panel.tsx').then((m) => ({ default: m.ChatPanel })));

/**
 * The floating help-chat button (spec §2 default layout). The third-party chat widget is not
 * loaded yet: the button offers the help centre and the help page. Hidden on mobile except
 * on the auth pages, where no bottom bar offers help.
 */
export function ChatButton({ showOnMobile, lifted }: { showOnMobile: boolean; lifted: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        aria-label={t('chat.button')}
        title={t('chat.button')}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          position: 'fixed',
          right: 20,
          bottom: { xs: lifted ? 90 : 20, sm: 24 },
          zIndex: (theme) => theme.zIndex.speedDial,
          display: { xs: showOnMobile ? 'inline-flex' : 'none', sm: 'inline-flex' },
          width: 56,
          height: 56,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          boxShadow: 6,
          '&:hover': { bgcolor: 'primary.dark' },
        }}
      >
        <ChatBubbleOutlined />
      </IconButton>
      {anchor && (
        <Suspense fallback={null}>
          <ChatPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
