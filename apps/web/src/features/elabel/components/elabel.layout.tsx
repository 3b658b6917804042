import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../lib/language-switch.tsx';
import '../elabel.i18n.ts';
import { INK, MUTED, RULE, SERIF } from './elabel.styles.ts';

/** The frame of every e-label screen: a narrow, quiet column, nothing but the label. */
export function Sheet({ children }: { children: ReactNode }) {
  const { t } = useTranslation('elabel');
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: '#faf7f2', color: INK, px: 2, py: { xs: 2, sm: 5 } }}>
      <Box sx={{ maxWidth: 620, mx: 'auto' }}>
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2, color: MUTED }}
        >
          <Box
            component="span"
            sx={{ fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.14em', textTransform: 'uppercase' }}
          >
            {t('kind')}
          </Box>
          <LanguageSwitch />
        </Box>
        {children}
      </Box>
    </Box>
  );
}

/** A titled part of the label (ingredients, nutrition). */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ borderTop: `1px solid ${RULE}`, pt: 2.5, mt: 2.5 }}>
      <Box
        component="h2"
        id={id}
        sx={{ fontFamily: SERIF, fontWeight: 600, fontSize: '1.25rem', m: 0, mb: 1.25 }}
      >
        {title}
      </Box>
      {children}
    </Box>
  );
}
