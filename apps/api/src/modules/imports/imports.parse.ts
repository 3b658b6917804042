import { Worker } from 'node:worker_threads';
import { IMPORT_MAX_ROWS } from '@cuvee/contracts';
import { HttpError } from '../../lib/http-error.ts';
import type { ReadFile, ReadLimits } from './imports.read.ts';
import type { ParseAnswer, ParseRequest } from './imports.worker.ts';

export { decodeText, detectSeparator, parseCsv, type ReadFile } from './imports.read.ts';

/*
 * Uploaded client files are read in a worker thread (imports.worker.ts), never on the event
 * loop that answers every shop, and within limits a legitimate file stays far below (issue 23,
 * finding 2; docs/decisions/0053): a 300 kB workbook inflating to 300 MB is refused as soon as
 * its inflated bytes pass the budget, a worker is killed when it runs too long or runs out of
 * its memory, and at most two files are read at once.
 */

/** What a file may cost. The largest legitimate workbook (10 MB, 100,000 rows) inflates to ~80 MB. */
export const READ_LIMITS: ReadLimits = {
  maxRows: IMPORT_MAX_ROWS,
  maxInflatedBytes: 200 * 1024 * 1024,
  maxColumns: 200,
  maxCells: 10_000_000,
  maxEntries: 1000,
};
/** The longest a file may be read: the largest legitimate one took up to 62 s in a loaded CI run (decision 0053). */
export const PARSE_TIMEOUT_MS = 120_000;
/** The worker's JavaScript heap: the largest legitimate workbook reads within 384 MB. */
const WORKER_HEAP_MB = 1024;
const MAX_PARALLEL = 2;
const MAX_WAITING = 8;

/** A file as read by the worker: its header, its row count and its rows as JSON text. */
export type ParsedFile = { header: string[]; rowCount: number; rowsJson: string };

const WORKER_URL = new URL('./imports.worker.ts', import.meta.url);

let running = 0;
const waiting: (() => void)[] = [];

/** A place among the files being read; refused (429) when too many already wait. */
async function takeSlot(): Promise<() => void> {
  if (running >= MAX_PARALLEL) {
    if (waiting.length >= MAX_WAITING) {
      throw new HttpError(429, 'Trop de fichiers sont en cours de lecture, réessayez dans une minute', 60);
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

function runWorker(request: ParseRequest, timeoutMs: number): Promise<ParseAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 64 },
    });
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      settle();
      void worker.terminate();
    };
    const seconds = Math.ceil(timeoutMs / 1000);
    const tooLong = `La lecture du fichier a dépassé ${seconds} seconde${seconds > 1 ? 's' : ''} : découpez-le en plusieurs fichiers`;
    const timer = setTimeout(() => finish(() => reject(new HttpError(422, tooLong))), timeoutMs);
    worker.once('message', (answer: ParseAnswer) => finish(() => resolve(answer)));
    worker.once('error', (err: Error & { code?: string }) =>
      finish(() =>
        reject(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new HttpError(
                413,
                'Le classeur demande trop de mémoire pour être lu : découpez-le en plusieurs fichiers',
              )
            : err,
        ),
      ),
    );
    worker.once('exit', (code) =>
      finish(() => reject(new Error(`The import parse worker stopped (${code})`))),
    );
  });
}

/** Reads a CSV or XLSX file off the event loop; a refusal is an HttpError in French. */
export async function parseClientFile(
  bytes: Buffer,
  fileName: string,
  opts: { timeoutMs?: number; limits?: ReadLimits } = {},
): Promise<ParsedFile> {
  const release = await takeSlot();
  try {
    const answer = await runWorker(
      { bytes, fileName, limits: opts.limits ?? READ_LIMITS },
      opts.timeoutMs ?? PARSE_TIMEOUT_MS,
    );
    if (!answer.ok) throw new HttpError(answer.status, answer.message);
    return { header: answer.header, rowCount: answer.rowCount, rowsJson: answer.rowsJson };
  } finally {
    release();
  }
}

/** The rows of a CSV or XLSX file; blank lines dropped, 413 beyond the row limit. */
export async function readClientFile(bytes: Buffer, fileName: string): Promise<ReadFile> {
  const parsed = await parseClientFile(bytes, fileName);
  return { header: parsed.header, rows: JSON.parse(parsed.rowsJson) as string[][] };
}
