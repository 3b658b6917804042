import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type FieldPath, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImageUploadButton } from '../../../../components/image-upload/image-upload-button.tsx';
import { moved } from '../../logic/lists.ts';
import type { ProductFormValues } from '../../logic/product-form.values.ts';
import { useProductForm } from './product-form.context.ts';
import './product-form.i18n.ts';

const MAX = 10;

/** Pictures of the product or of a format: upload through the cropper, reorder, remove. */
export function VisualsEditor({
  name,
  size = 132,
  testId,
}: {
  name: FieldPath<ProductFormValues>;
  size?: number;
  testId?: string;
}) {
  const { t } = useTranslation('productForm');
  const { control } = useProductForm();
  const { field } = useController({ control, name });
  const list = (field.value as string[] | undefined) ?? [];
  const set = (next: string[]) => field.onChange(next);
  return (
    <Box>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}
        data-testid={testId}
      >
        {list.map((src, i) => (
          <Box
            component="li"
            key={src}
            sx={{
              width: size,
              border: 1,
              borderColor: i === 0 ? 'primary.main' : 'divider',
              borderRadius: 2,
              overflow: 'hidden',
              bgcolor: 'background.paper',
            }}
          >
            <Box sx={{ position: 'relative', height: size, bgcolor: '#f3eee7' }}>
              <Box
                component="img"
                src={src}
                alt={t('visuals.alt', { n: i + 1 })}
                sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
              />
              {i === 0 && (
                <Chip
                  label={t('visuals.main')}
                  size="small"
                  color="primary"
                  sx={{ position: 'absolute', left: 6, top: 6, height: 22 }}
                />
              )}
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 0.5 }}>
              <IconButton
                size="small"
                aria-label={t('visuals.left')}
                title={t('visuals.left')}
                disabled={i === 0}
                onClick={() => set(moved(list, i, i - 1))}
              >
                <ChevronLeft fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('visuals.remove')}
                title={t('visuals.remove')}
                onClick={() => set(list.filter((_, j) => j !== i))}
              >
                <Close fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('visuals.right')}
                title={t('visuals.right')}
                disabled={i === list.length - 1}
                onClick={() => set(moved(list, i, i + 1))}
              >
                <ChevronRight fontSize="small" />
              </IconButton>
            </Box>
          </Box>
        ))}
        {list.length < MAX && (
          <Box
            component="li"
            sx={{
              width: size,
              minHeight: size + 34,
              border: '1px dashed',
              borderColor: 'divider',
              borderRadius: 2,
              display: 'grid',
              placeItems: 'center',
              p: 1,
            }}
          >
            <ImageUploadButton
              kind="product"
              aspect={1}
              cropTitle={t('visuals.crop')}
              label={t('visuals.add')}
              onUploaded={(url) => set([...list, url])}
              size="small"
              sx={{ flexDirection: 'column', '& .MuiButton-startIcon': { m: 0, mb: 0.5 } }}
              testId={testId ? `${testId}-file` : undefined}
            />
          </Box>
        )}
      </Box>
      {list.length >= MAX && (
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {t('visuals.max')}
        </Typography>
      )}
    </Box>
  );
}
