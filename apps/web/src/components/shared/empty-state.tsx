import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A centred message with an icon and an action, for empty lists. */
export function EmptyState(props: { icon: ReactNode; title: string; text?: string; action?: ReactNode }) {
  return (
    <Box
      sx={{ py: 6, px: 2, display: 'grid', placeItems: 'center', textAlign: 'center' }}
      data-testid="empty-state"
    >
      <Box sx={{ color: 'primary.main', mb: 1, '& svg': { fontSize: 48 } }} aria-hidden>
        {props.icon}
      </Box>
      <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
        {props.title}
      </Typography>
      {props.text && (
        <Typography sx={{ color: 'text.secondary', maxWidth: 460, mb: 2 }}>{props.text}</Typography>
      )}
      {props.action}
    </Box>
  );
}
