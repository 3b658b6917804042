import type { UploadKind } from '@cuvee/contracts';
import { uploadsRoutes } from '@cuvee/contracts';
import { call } from './api-call.ts';

/**
 * Sends an image (the cropper's output) to POST /v1/uploads: the server re-encodes it to WebP
 * and resizes it for its use. Answers the URL to store; a refusal throws its French message
 * (the button shows it: no snackbar).
 */
export async function uploadImage(blob: Blob, kind: UploadKind): Promise<string> {
  const form = new FormData();
  form.set('file', blob, `${kind}.${blob.type === 'image/png' ? 'png' : 'webp'}`);
  const answer = await call(uploadsRoutes.create, { query: { kind } }, { form, silent: true });
  return answer.url;
}
