import { isChunkLoadError, reloadForChunkError } from './lib/chunk-reload.ts';
import { zodWithoutEval } from './lib/zod-jitless.ts';

// Before any chunk loads Zod: no `new Function` under the CSP (docs/decisions/0024).
zodWithoutEval();

// A preloaded chunk that fails (new deployment): reload, at most once a minute (spec §8).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForChunkError()) event.preventDefault();
});

/**
 * The page the server sent (a shop's banner and name, else the loading mark) is shown before
 * the app takes over: its banner decoded (at most 1.5 s: a slow picture never holds the app
 * back; on a phone the scripts usually arrive after it anyway), then one frame painted — the
 * frame's callback runs before that paint, the timer after it.
 */
function firstPaintShown(): Promise<unknown> {
  const banner = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!banner) return Promise.resolve();
  return Promise.race([banner.decode().catch(() => undefined), new Promise((r) => setTimeout(r, 1500))]);
}

/**
 * A page the server painted lists the app's modules instead of asking for them with the page
 * (apps/api plugins/web.ts): they are asked for now, all at once, once that paint is on screen.
 */
function preloadListedModules() {
  const list = document.getElementById('cuvee-modules');
  if (!list?.textContent) return;
  let files: unknown;
  try {
    files = JSON.parse(list.textContent);
  } catch {
    return;
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string' || document.querySelector(`link[rel="modulepreload"][href="${file}"]`))
      continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = file;
    document.head.append(link);
  }
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app starts in steps, each in a task of its own, so that no step holds a phone's main
 * thread for long on a first visit (decisions 0009–0012: Lighthouse's Total Blocking Time on the shop
 * page): the texts (i18next and the language), Material's styles module, the app's theme,
 * then the rest of the app's modules, the router and the first render (app/start.tsx). The
 * server preloads every module of these steps with the page, or lists them in a page it has
 * painted itself (preloadListedModules), so the steps wait for no further round trip.
 */
async function boot() {
  await firstPaintShown();
  await nextFrame();
  preloadListedModules();
  await import('./lib/i18n.ts');
  await nextTask();
  const { appTheme } = await import('./app/theme.ts');
  await nextTask();
  // The theme in the default colour, made now so that the first render finds it made.
  appTheme(null);
  await nextTask();
  const { start } = await import('./app/start.tsx');
  await nextTask();
  await start();
}

boot().catch((error: unknown) => {
  // A module of the app that could not be downloaded (a new deployment, offline): reload once.
  if (isChunkLoadError(error) && reloadForChunkError()) return;
  throw error;
});
