import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageCropperDialog } from '../../../components/image-cropper/image-cropper-dialog.tsx';
import { notify } from '../../../lib/notify.ts';
import { uploadImage } from '../api/catalogue.queries.ts';
import '../catalogue.i18n.ts';

/**
 * Picks an image, crops it to `aspect` in the cropper, then uploads it (the server resizes
 * and re-encodes it) and hands back its URL.
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
  kind: 'product' | 'banner' | 'logo';
  aspect: number;
  cropTitle: string;
  label: string;
  onUploaded(url: string): void;
  testId?: string;
} & Omit<ButtonProps, 'onClick'>) {
  const { t } = useTranslation('catalogue');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  async function send(blob: Blob) {
    setFile(null);
    setBusy(true);
    try {
      onUploaded(await uploadImage(blob, kind));
    } catch (error) {
      notify({ message: t('upload.failed', { message: (error as Error).message }), severity: 'error' });
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
        {busy ? t('customize.uploading') : label}
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
