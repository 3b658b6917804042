import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useComponentsT } from '../components.translate.ts';
import { useIsMobile } from '../shared/use-is-mobile.ts';
import { exportCrop, loadImage } from './crop-export.ts';
import {
  type CropView,
  cropRect,
  initialView,
  MAX_ZOOM,
  MIN_ZOOM,
  outputSize,
  type Rect,
  zoomView,
} from './crop-math.ts';
import { CROP_AREA_HEIGHT, ImageCropperArea } from './image-cropper-area.tsx';

export type ImageCropperDialogProps = {
  open: boolean;
  file: File | null;
  /** Width / height of the result, e.g. 1 for a logo, 16 / 9 for a banner. */
  aspect: number;
  title: string;
  onCancel(): void;
  /** The crop as WebP (PNG where WebP cannot be encoded), at most 1600 px wide, and its data URL. */
  onCropped(blob: Blob, dataUrl: string): void;
};

type Loaded = { src: string; element: HTMLImageElement };

/** Crops a picked image to `aspect`: drag to move, slider, wheel, pinch or keyboard to zoom. */
export function ImageCropperDialog({
  open,
  file,
  aspect,
  title,
  onCancel,
  onCropped,
}: ImageCropperDialogProps) {
  const { t } = useComponentsT();
  const mobile = useIsMobile();
  const ids = { title: useId(), help: useId() };
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [view, setView] = useState<CropView>({ zoom: 1, cx: 0, cy: 0 });
  const [frame, setFrame] = useState<Rect>({ x: 0, y: 0, width: 1, height: 1 / aspect });
  const [busy, setBusy] = useState(false);
  const [exportError, setExportError] = useState(false);
  const cancelled = useRef(false);

  useEffect(() => {
    setLoaded(null);
    setLoadError(false);
    setExportError(false);
    if (!open || !file) return;
    let alive = true;
    const src = URL.createObjectURL(file);
    loadImage(src).then(
      (element) => {
        if (!alive) return;
        setLoaded({ src, element });
        setView(initialView({ width: element.naturalWidth, height: element.naturalHeight }));
      },
      () => alive && setLoadError(true),
    );
    return () => {
      alive = false;
      URL.revokeObjectURL(src);
    };
  }, [open, file]);

  const image = loaded && { width: loaded.element.naturalWidth, height: loaded.element.naturalHeight };
  const zoomTo = (zoom: number) => image && setView((v) => zoomView(v, zoom, image, frame));

  async function validate() {
    if (!loaded || !image || busy) return;
    setBusy(true);
    setExportError(false);
    cancelled.current = false;
    try {
      const crop = cropRect(view, image, frame);
      const { blob, dataUrl } = await exportCrop(loaded.element, crop, outputSize(crop, aspect));
      if (!cancelled.current) onCropped(blob, dataUrl);
    } catch {
      setExportError(true);
    } finally {
      setBusy(false);
    }
  }

  function cancel() {
    cancelled.current = true;
    onCancel();
  }

  return (
    <Dialog
      open={open}
      onClose={(_, reason) => reason !== 'backdropClick' && cancel()}
      fullScreen={mobile}
      fullWidth
      maxWidth="md"
      aria-labelledby={ids.title}
    >
      <DialogTitle id={ids.title}>{title}</DialogTitle>
      <DialogContent sx={{ px: { xs: 1.5, sm: 3 } }}>
        {loadError ? (
          <Alert severity="error" role="alert">
            {t('imageCropper.loadError')}
          </Alert>
        ) : loaded && image ? (
          <ImageCropperArea
            src={loaded.src}
            image={image}
            aspect={aspect}
            view={view}
            setView={setView}
            frame={frame}
            setFrame={setFrame}
            label={t('imageCropper.area')}
            describedBy={ids.help}
          />
        ) : (
          <Box
            role="status"
            sx={{ height: CROP_AREA_HEIGHT, maxHeight: '60dvh', display: 'grid', placeItems: 'center' }}
          >
            <Stack spacing={2} sx={{ alignItems: 'center' }}>
              <CircularProgress aria-hidden />
              <Typography>{t('imageCropper.loading')}</Typography>
            </Stack>
          </Box>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
          <IconButton
            aria-label={t('imageCropper.zoomOut')}
            onClick={() => zoomTo(view.zoom / 1.2)}
            disabled={!image || view.zoom <= MIN_ZOOM}
          >
            <ZoomOutIcon />
          </IconButton>
          <Slider
            aria-label={t('imageCropper.zoom')}
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.01}
            value={view.zoom}
            disabled={!image}
            getAriaValueText={(zoom) => `${Math.round(zoom * 100)} %`}
            onChange={(_, zoom) => zoomTo(zoom)}
          />
          <IconButton
            aria-label={t('imageCropper.zoomIn')}
            onClick={() => zoomTo(view.zoom * 1.2)}
            disabled={!image || view.zoom >= MAX_ZOOM}
          >
            <ZoomInIcon />
          </IconButton>
        </Stack>
        <Typography id={ids.help} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('imageCropper.instructions')}
        </Typography>
        {exportError && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {t('imageCropper.exportError')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => image && setView(initialView(image))} disabled={!image} sx={{ mr: 'auto' }}>
          {t('imageCropper.reset')}
        </Button>
        <Button onClick={cancel}>{t('imageCropper.cancel')}</Button>
        <Button
          variant="contained"
          onClick={validate}
          disabled={!image || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          aria-busy={busy}
        >
          {t('imageCropper.validate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
