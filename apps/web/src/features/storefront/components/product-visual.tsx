import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** A bottle drawn in one path, when the producer has not added a photo yet. */
function BottlePlaceholder() {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 160"
      aria-hidden="true"
      sx={{ height: '70%', color: 'primary.main', opacity: 0.18 }}
    >
      <path
        fill="currentColor"
        d="M26 4h12v34c0 8 12 14 12 30v82a6 6 0 0 1-6 6H20a6 6 0 0 1-6-6V68c0-16 12-22 12-30z"
      />
    </Box>
  );
}

/**
 * A product picture on the cellar-paper background, its box sized before the image loads
 * (no layout shift). `eager` for the first cards of a page (likely the largest paint).
 */
export function ProductVisual({
  src,
  alt,
  eager = false,
  ratio = '4 / 5',
  sx,
}: {
  src: string | undefined;
  alt: string;
  eager?: boolean;
  ratio?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      sx={[
        {
          position: 'relative',
          aspectRatio: ratio,
          width: '100%',
          display: 'grid',
          placeItems: 'center',
          // The cellar-paper tones of the demo pictures, so that a narrower picture blends in.
          background: 'linear-gradient(180deg, #faf6f0 0%, #efe6da 100%)',
          overflow: 'hidden',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {src ? (
        <Box
          component="img"
          src={src}
          alt={alt}
          width={320}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...(eager ? { fetchPriority: 'high' as const } : {})}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
        />
      ) : (
        <BottlePlaceholder />
      )}
    </Box>
  );
}
