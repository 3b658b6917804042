import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploadButton } from '../../../../components/image-upload/image-upload-button.tsx';
import '../../catalogue.i18n.ts';

// The building blocks of /dashboard/customize (customize.page.tsx).

/** A titled card of the customize page. */
export function Block({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Card component="section">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Typography component="h2" variant="h3">
            {title}
          </Typography>
          {intro && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {intro}
            </Typography>
          )}
        </Box>
        {children}
      </CardContent>
    </Card>
  );
}

/** The banner or the logo: its preview, and the buttons to change or remove it. */
export function ImageSlot(props: {
  label: string;
  src: string | null;
  aspect: number;
  kind: 'banner' | 'logo';
  cropTitle: string;
  disabled: boolean;
  onChange(url: string | null): void;
}) {
  const { t } = useTranslation('catalogue');
  const logo = props.kind === 'logo';
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {props.label}
      </Typography>
      <Box
        sx={{
          width: logo ? 112 : '100%',
          aspectRatio: String(props.aspect),
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: '#f3eee7',
          overflow: 'hidden',
          mb: 1,
        }}
      >
        {props.src && (
          <Box
            component="img"
            src={props.src}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: logo ? 'contain' : 'cover' }}
          />
        )}
      </Box>
      {!props.disabled && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <ImageUploadButton
            kind={props.kind}
            aspect={props.aspect}
            cropTitle={props.cropTitle}
            label={props.src ? t('customize.change') : t('customize.choose')}
            onUploaded={props.onChange}
            size="small"
            testId={`${props.kind}-file`}
          />
          {props.src && (
            <Button size="small" color="inherit" onClick={() => props.onChange(null)}>
              {t('customize.remove')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
