import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** An internal link styled as text (MUI's Link without its weight, for the lightest pages). */
export function TextLink({ to, children, sx }: { to: string; children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={[
        {
          color: 'primary.main',
          fontWeight: 600,
          textDecoration: 'underline',
          textDecorationColor: 'rgba(0,0,0,0.25)',
          textUnderlineOffset: '3px',
          '&:hover': { textDecorationColor: 'currentColor' },
          '&:focus-visible': { outline: '2px solid', outlineOffset: 2, borderRadius: '2px' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
