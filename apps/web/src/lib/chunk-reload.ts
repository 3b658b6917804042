import { CHUNK_RELOAD_THROTTLE_MS } from '@cuvee/domain/constants';

const KEY = 'cuvee.chunkReloadAt';

/** Errors of a route chunk that failed to download (a new deployment removed it, or offline). */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk .* failed/i.test(
    text,
  );
}

/** Spec §8: reload at most once per minute (CHUNK_RELOAD_THROTTLE_MS). */
export function shouldReload(now: number, lastReloadAt: number | null): boolean {
  return (
    lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_THROTTLE_MS
  );
}

/** Reloads the page when allowed and answers whether it did. */
export function reloadForChunkError(): boolean {
  let last: number | null = null;
  try {
    const raw = localStorage.getItem(KEY);
    last = raw === null ? null : Number(raw);
  } catch {
    last = null;
  }
  const now = Date.now();
  if (!shouldReload(now, last)) return false;
  try {
    localStorage.setItem(KEY, String(now));
  } catch {
    // Without storage we still reload once; the next failure will show the error screen.
  }
  window.location.reload();
  return true;
}
