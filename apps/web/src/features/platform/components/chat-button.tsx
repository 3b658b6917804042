import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './chat-button.css';

// The panel (a popover) loads on the first click: the login page carries no popover code.
const ChatPanel = lazy(() => import('./chat-panel.tsx').then((m) => ({ default: m.ChatPanel })));

/**
 * The floating help-chat button (spec §2 default layout). The third-party chat widget is not
 * loaded yet: the button offers the help centre and the help page. Hidden on mobile except
 * on the auth pages, where no bottom bar offers help. Static styles (chat-button.css): it is on
 * every page, the shop page's first load included.
 */
export function ChatButton({ showOnMobile, lifted }: { showOnMobile: boolean; lifted: boolean }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <button
        type="button"
        className={`cv-chat-button${lifted ? ' cv-lifted' : ''}${showOnMobile ? '' : ' cv-desktop-only'}`}
        aria-label={t('chat.button')}
        title={t('chat.button')}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* Material's ChatBubbleOutlined, as plain SVG. */}
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M20 2H4c-1.1 0-2 .9-2 2v18l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2" />
        </svg>
      </button>
      {anchor && (
        <Suspense fallback={null}>
          <ChatPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
