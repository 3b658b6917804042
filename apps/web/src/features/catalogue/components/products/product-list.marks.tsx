import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import { useReferenceLabels, WINE_COLOR_SWATCH } from '../labels.ts';

/** A product's first picture in a list row or card (a placeholder without one). */
export function Thumb({ src, size = 48 }: { src: string | null; size?: number }) {
  return (
    <Box
      sx={{
        width: size,
        height: size,
        borderRadius: 1.5,
        bgcolor: '#f3eee7',
        display: 'grid',
        placeItems: 'center',
        overflow: 'hidden',
        flexShrink: 0,
        border: 1,
        borderColor: 'divider',
      }}
    >
      {src ? (
        <Box component="img" src={src} alt="" sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />
      ) : (
        <ImageOutlined sx={{ color: 'text.disabled' }} />
      )}
    </Box>
  );
}

/** A wine colour: its swatch and its name ('–' without one). */
export function ColorDot({ color }: { color: string | null }) {
  const labels = useReferenceLabels();
  if (!color) return <>–</>;
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, whiteSpace: 'nowrap' }}
    >
      <Box
        component="span"
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: WINE_COLOR_SWATCH[color] ?? 'grey.400',
          border: 1,
          borderColor: 'rgba(0,0,0,0.15)',
        }}
      />
      {labels.color(color)}
    </Box>
  );
}
