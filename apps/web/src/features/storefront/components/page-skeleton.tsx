import Box from '@mui/material/Box';
import { CONTENT_MAX } from './storefront.styles.ts';

/** The skeleton of a product page while it loads (same two columns: no layout shift). */
export function ProductSkeleton() {
  return (
    <Box
      aria-busy="true"
      sx={{ maxWidth: CONTENT_MAX, mx: 'auto', px: { xs: 2, sm: 4 }, pt: { xs: 2, sm: 4 } }}
    >
      <Box sx={{ height: 20, width: 220, bgcolor: '#ece5dc', borderRadius: 1, mb: 3 }} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' }, gap: { xs: 3, md: 7 } }}>
        <Box
          sx={{
            aspectRatio: '4 / 5',
            bgcolor: '#f3ede4',
            borderRadius: 3,
            maxWidth: { xs: 300, sm: 420, md: 'none' },
            width: '100%',
            mx: 'auto',
          }}
        />
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <Box sx={{ height: 12, width: '30%', bgcolor: '#ece5dc', borderRadius: 1 }} />
          <Box sx={{ height: 40, width: '70%', bgcolor: '#ece5dc', borderRadius: 1 }} />
          <Box sx={{ height: 160, bgcolor: '#fff', border: 1, borderColor: '#ece5dc', borderRadius: 3 }} />
        </Box>
      </Box>
    </Box>
  );
}
