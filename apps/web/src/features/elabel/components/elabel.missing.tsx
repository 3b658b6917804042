import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import '../elabel.i18n.ts';
import { Sheet } from './elabel.layout.tsx';
import { MUTED, SERIF } from './elabel.styles.ts';

/** 404: 'Aucun produit ne porte ce code-barres' (or the API's reason, e.g. an unknown vintage). */
export function ElabelMissing({ message, code }: { message: string; code?: string }) {
  const { t } = useTranslation('elabel');
  const known = message === 'Aucun produit ne porte ce code-barres' || message === 'Produit inexistant';
  const title = message === 'Produit inexistant' ? t('unknownProduct') : known ? t('notFoundTitle') : message;
  useEffect(() => {
    document.title = `404 — ${title}`;
  }, [title]);
  return (
    <Sheet>
      <Box component="main" data-testid="elabel-404" sx={{ textAlign: 'center', py: { xs: 6, sm: 10 } }}>
        <Box
          component="p"
          aria-hidden="true"
          sx={{ fontFamily: SERIF, fontSize: '4rem', m: 0, color: '#b9a99a', lineHeight: 1 }}
        >
          404
        </Box>
        <Box component="h1" sx={{ fontFamily: SERIF, fontWeight: 600, fontSize: '1.6rem', m: 0, mt: 2 }}>
          {title}
        </Box>
        {code && (
          <Box
            component="p"
            sx={{ m: 0, mt: 1.5, color: MUTED, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            {t('notFoundCode', { code })}
          </Box>
        )}
        <Box component="p" sx={{ m: 0, mt: 1, color: MUTED }}>
          {t('notFoundHint')}
        </Box>
      </Box>
    </Sheet>
  );
}
