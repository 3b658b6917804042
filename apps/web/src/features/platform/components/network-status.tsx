import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';

function subscribe(callback: () => void) {
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** navigator.onLine, re-rendering on change (spec §4 "online and offline status is tracked"). */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** A snackbar when the connection comes back (the offline bar is one of the banners). */
export function useOnlineNotice(): boolean {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      notify({ message: t('network.online'), severity: 'info' });
    }
  }, [online, t]);
  return online;
}
