import type { UploadKind } from '@cuvee/contracts';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useRef, useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { uploadImage } from '../../lib/uploads.ts';
import { useComponentsT } from '../components.translate.ts';
import { ImageCropperDialog } from '../image-cropper/image-cropper-dialog.tsx';

/**
 * Picks an image, crops it to `aspect` in the cropper, then uploads it (the server resizes
 * and re-encodes it) and hands back its URL: a product's pictures, the shop's logo and banner,
 * an event's photos.
 */
export function ImageUploadButton({
  kind,
  aspect,
  cropTitle,
  label,
  onUploaded,
  testId,
  ...button
}: {
  kind: UploadKind;
  aspect: number;
  cropTitle: string;
  label: string;
  onUploaded(url: string): void;
  testId?: string;
} & Omit<ButtonProps, 'onClick'>) {
  const { t } = useComponentsT();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(blob: Blob) {
    setFile(null);
    setBusy(true);
    try {
      onUploaded(await uploadImage(blob, kind));
    } catch (error) {
      notify({ message: t('imageUpload.failed', { message: (error as Error).message }), severity: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/avif,image/gif"
        hidden
        data-testid={testId}
        onChange={(event) => {
          const picked = event.target.files?.[0];
          if (picked) setFile(picked);
          event.target.value = '';
        }}
      />
      <Button
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <AddPhotoAlternateOutlined />}
        disabled={busy || button.disabled}
        aria-busy={busy}
        {...button}
        onClick={() => input.current?.click()}
      >
        {busy ? t('imageUpload.uploading') : label}
      </Button>
      <ImageCropperDialog
        open={file !== null}
        file={file}
        aspect={aspect}
        title={cropTitle}
        onCancel={() => setFile(null)}
        onCropped={(blob) => void send(blob)}
      />
    </>
  );
}
