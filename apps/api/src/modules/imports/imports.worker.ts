import { parentPort, workerData } from 'node:worker_threads';
import { FileRefusal, type ReadLimits, readFileRows } from './imports.read.ts';

/*
 * The parse worker (issue 23, finding 2): reads one uploaded client file off the API's event
 * loop and answers its header, its row count and its rows as the JSON text stored in the
 * import (so that the API thread never walks 100,000 rows). Started and bounded in time and
 * memory by imports.parse.ts.
 */

export type ParseRequest = { bytes: Uint8Array; fileName: string; limits: ReadLimits };
export type ParseAnswer =
  | { ok: true; header: string[]; rowCount: number; rowsJson: string }
  | { ok: false; status: 400 | 413 | 415 | 422; message: string };

const { bytes, fileName, limits } = workerData as ParseRequest;
let answer: ParseAnswer;
try {
  const { header, rows } = await readFileRows(
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    fileName,
    limits,
  );
  answer = { ok: true, header, rowCount: rows.length, rowsJson: JSON.stringify(rows) };
} catch (err) {
  answer =
    err instanceof FileRefusal
      ? { ok: false, status: err.status, message: err.message }
      : { ok: false, status: 415, message: "Le fichier n'a pas pu être lu" };
}
parentPort!.postMessage(answer);
