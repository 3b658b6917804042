import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormField } from '../../../components/form';
import { ImageCropperDialog } from '../../../components/image-cropper/image-cropper-dialog.tsx';
import type { InfosFormInput } from '../logic/settings.schemas.ts';
import '../settings.i18n.ts';

export type PendingImage = { blob: Blob; dataUrl: string };
type Kind = 'logo' | 'banner';

const ASPECT: Record<Kind, number> = { logo: 1, banner: 4 };

function ImagePicker(props: {
  kind: Kind;
  current: string | null;
  pending: PendingImage | null;
  onPick(file: File): void;
}) {
  const { t } = useTranslation('settings');
  const input = useRef<HTMLInputElement>(null);
  const src = props.pending?.dataUrl ?? props.current;
  const isLogo = props.kind === 'logo';
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {t(`infos.${props.kind}`)}
      </Typography>
      <Box
        sx={{
          width: isLogo ? 120 : '100%',
          maxWidth: isLogo ? 120 : 480,
          aspectRatio: `${ASPECT[props.kind]}`,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'grey.100',
          mb: 1,
        }}
      >
        {src && (
          <Box
            component="img"
            src={src}
            alt={t('infos.preview')}
            sx={{ width: '100%', height: '100%', objectFit: isLogo ? 'contain' : 'cover' }}
          />
        )}
      </Box>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        data-testid={`${props.kind}-file`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) props.onPick(file);
          event.target.value = '';
        }}
      />
      <Button size="small" startIcon={<PhotoCameraOutlined />} onClick={() => input.current?.click()}>
        {t('infos.chooseImage')}
      </Button>
      {props.pending && (
        <Typography variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          {t('infos.imagePending')}
        </Typography>
      )}
    </Box>
  );
}

/** Logo and banner through the cropper, and the shop colour. */
export function InfosBranding(props: {
  control: Control<InfosFormInput>;
  logo: string | null;
  banner: string | null;
  pending: Record<Kind, PendingImage | null>;
  onPending(kind: Kind, image: PendingImage | null): void;
}) {
  const { t } = useTranslation('settings');
  const [cropping, setCropping] = useState<{ kind: Kind; file: File } | null>(null);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: '200px 1fr' },
        alignItems: 'start',
      }}
    >
      <ImagePicker
        kind="logo"
        current={props.logo}
        pending={props.pending.logo}
        onPick={(file) => setCropping({ kind: 'logo', file })}
      />
      <ImagePicker
        kind="banner"
        current={props.banner}
        pending={props.pending.banner}
        onPick={(file) => setCropping({ kind: 'banner', file })}
      />
      <ColorField control={props.control} />
      <ImageCropperDialog
        open={cropping !== null}
        file={cropping?.file ?? null}
        aspect={cropping ? ASPECT[cropping.kind] : 1}
        title={cropping?.kind === 'banner' ? t('infos.cropBanner') : t('infos.cropLogo')}
        onCancel={() => setCropping(null)}
        onCropped={(blob, dataUrl) => {
          if (cropping) props.onPending(cropping.kind, { blob, dataUrl });
          setCropping(null);
        }}
      />
    </Box>
  );
}

/** The shop colour: a swatch and its #RRGGBB text, one form field. */
function ColorField({ control }: { control: Control<InfosFormInput> }) {
  const { t } = useTranslation('settings');
  const { field, error } = useFormField(control, 'color');
  const value = (field.value as string | undefined) ?? '';
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', gridColumn: { md: '1 / -1' } }}>
      <Box
        component="input"
        type="color"
        aria-label={t('infos.color')}
        value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#7b1e3a'}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => field.onChange(event.target.value)}
        sx={{
          width: 56,
          height: 56,
          p: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          cursor: 'pointer',
          bgcolor: 'transparent',
        }}
      />
      <TextField
        label={t('infos.colorHex')}
        name={field.name}
        value={value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(error)}
        helperText={error}
        sx={{ maxWidth: 200 }}
        size="small"
      />
    </Box>
  );
}
