import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { SERIF } from './storefront.styles.ts';

/** A calm message where products would be: a glass, a title, a hint and an action. */
export function EmptyState({
  title,
  hint,
  action,
  testId,
  heading = 'p',
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  testId?: string;
  /** 'h1' when the message is the page itself (a product that does not exist). */
  heading?: 'h1' | 'p';
}) {
  return (
    <Box
      role={heading === 'p' ? 'status' : undefined}
      data-testid={testId}
      sx={{
        textAlign: 'center',
        py: { xs: 6, sm: 9 },
        px: 3,
        border: '1px dashed #d6ccc0',
        borderRadius: 3,
        bgcolor: 'rgba(255,255,255,0.6)',
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 64 64"
        aria-hidden="true"
        sx={{ width: 44, height: 44, color: 'primary.main', opacity: 0.5, mb: 2 }}
      >
        <path
          fill="currentColor"
          d="M21 8h22l-1.6 15.2A9.5 9.5 0 0 1 34.5 32v16h7v5h-19v-5h7V32a9.5 9.5 0 0 1-6.9-8.8z"
        />
      </Box>
      <Box
        component={heading}
        sx={{ fontFamily: SERIF, fontWeight: 400, fontSize: '1.3rem', m: 0, mb: 1, color: 'text.primary' }}
      >
        {title}
      </Box>
      {hint && (
        <Box component="p" sx={{ m: 0, color: 'text.secondary', maxWidth: 460, mx: 'auto' }}>
          {hint}
        </Box>
      )}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}
