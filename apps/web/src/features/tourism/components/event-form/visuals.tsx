import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageUploadButton } from '../../../../components/image-upload/image-upload-button.tsx';
import { useCan } from '../../../../lib/use-can.ts';
import type { EventFormValues } from '../../logic/event-form.values.ts';

const MAX = 10;
const SIZE = 120;

/**
 * The event's photos, the first one its cover: added through the shop's cropper and upload (the
 * product form's), removed one by one. Uploads go as event photos (kind 'event', decision 0134):
 * shown to whoever may edit the event.
 */
export function EventVisuals({ control }: { control: Control<EventFormValues> }) {
  const { t } = useTranslation('tourism');
  const { field } = useController({ control, name: 'visuals' });
  const canUpload = useCan('events.write');
  const list = field.value;
  return (
    <Box>
      <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {t('form.visuals')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {list.map((src, i) => (
          <Box
            component="li"
            key={src}
            sx={{
              position: 'relative',
              width: SIZE,
              height: SIZE,
              borderRadius: 2,
              overflow: 'hidden',
              bgcolor: '#f3eee7',
            }}
          >
            <Box
              component="img"
              src={src}
              alt={t('form.visualAlt', { n: i + 1 })}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
            <IconButton
              size="small"
              aria-label={t('form.removeVisual', { n: i + 1 })}
              title={t('form.removeVisual', { n: i + 1 })}
              onClick={() => field.onChange(list.filter((_, j) => j !== i))}
              sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(255,255,255,0.85)' }}
            >
              <Close fontSize="small" />
            </IconButton>
          </Box>
        ))}
        {canUpload && list.length < MAX && (
          <Box
            component="li"
            sx={{
              width: SIZE,
              height: SIZE,
              border: '1px dashed',
              borderColor: 'divider',
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <ImageUploadButton
              kind="event"
              aspect={4 / 3}
              cropTitle={t('form.cropTitle')}
              label={t('form.addVisual')}
              onUploaded={(url) => field.onChange([...list, url])}
              size="small"
              sx={{ flexDirection: 'column', '& .MuiButton-startIcon': { m: 0, mb: 0.5 } }}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}
