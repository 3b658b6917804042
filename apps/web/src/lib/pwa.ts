import { create } from 'zustand';

type PwaState = {
  /** A new service worker waits: the next reload runs the new version. */
  needRefresh: boolean;
  registered: boolean;
  update(): void;
};

let waiting: ServiceWorker | null = null;

export const usePwaStore = create<PwaState>()(() => ({
  needRefresh: false,
  registered: false,
  update() {
    if (waiting && navigator.serviceWorker) {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      // The service worker of vite-plugin-pwa ('prompt' mode) activates on this message.
      waiting.postMessage({ type: 'SKIP_WAITING' });
    } else {
      window.location.reload();
    }
  },
}));

function offer(worker: ServiceWorker) {
  waiting = worker;
  usePwaStore.setState({ needRefresh: true });
}

/**
 * Registers the service worker that vite-plugin-pwa generates (offline shell, precache) and
 * watches for a new one (the new-version banner). Plain API, no workbox-window on the page.
 */
export async function registerServiceWorker(): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    usePwaStore.setState({ registered: true });
    const hadController = Boolean(navigator.serviceWorker.controller);
    if (registration.waiting && hadController) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
      });
    });
    // Long-lived tabs look for a new version every hour.
    setInterval(() => void registration.update().catch(() => undefined), 3600_000);
  } catch {
    // No offline support (private mode, blocked): the app works online.
  }
}
