// First: before any module loads Zod.
import './lib/zod-jitless.setup.ts';
import { start } from './app/start.tsx';
import { reloadForChunkError } from './lib/chunk-reload.ts';

// A preloaded chunk that fails (new deployment): reload, at most once a minute (spec §8).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

// The back office and the visitor app (sign-in pages) start here, their start's modules asked
// for with the page (Vite's module preloads); the shop app has its own entry, rendered on the
// server (src/shop-app, decision 0036).
void start();
