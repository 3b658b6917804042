import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';

import '../drm.i18n.ts';

/** A figure's cell: right-aligned, tabular digits, never wrapped. */
export const num = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A month's state as a chip colours it. */
export const STATE_COLOUR = { filed: 'success', toFile: 'warning', late: 'error' } as const;

/** The DRM namespace's texts in the UI language. */
export function useDrmTexts() {
  const { t } = useTranslation('drm');
  const lang = useUiLanguage();
  return { t, lang };
}

/** A titled block of the return. */
export function DrmSection({
  title,
  action,
  children,
  testId,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const id = `drm-${testId ?? title}`.replace(/\W+/g, '-');
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography id={id} component="h2" variant="h3" sx={{ flex: 1, fontSize: '1.1rem' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Card>
  );
}
