import { isChunkLoadError, reloadForChunkError } from './lib/chunk-reload.ts';
import { zodWithoutEval } from './lib/zod-jitless.ts';

// Before any chunk loads Zod: no `new Function` under the CSP (docs/decisions/0024).
zodWithoutEval();

// A preloaded chunk that fails (new deployment): reload, at most once a minute (spec §8).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

// The back office and the visitor app (sign-in pages) start here; the shop app has its own
// entry, rendered on the server (src/shop-app, decision 0036).
import('./app/start.tsx')
  .then(({ start }) => start())
  .catch((error: unknown) => {
    // A module of the app that could not be downloaded (a new deployment, offline): reload once.
    if (isChunkLoadError(error) && reloadForChunkError()) return;
    throw error;
  });
