import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import '../elabel.i18n.ts';
import { alcoholLabel, contentsLabel, type Elabel } from '../logic/elabel.logic.ts';
import { Ingredients } from './elabel.ingredients.tsx';
import { Sheet } from './elabel.layout.tsx';
import { Nutrition } from './elabel.nutrition.tsx';
import { MUTED, RULE, SERIF } from './elabel.styles.ts';

/** The label itself: product, producer, vintage, alcohol, lot; ingredients; nutrition per 100 ml. */
export function ElabelSheet({ elabel }: { elabel: Elabel }) {
  const { t } = useTranslation('elabel');
  const lang = useUiLanguage();
  const vintage = elabel.vintage?.displayName ?? null;
  const contents = contentsLabel(elabel.format, lang);
  const facts: [string, string][] = [];
  if (vintage) facts.push([t('vintage'), vintage]);
  if (elabel.vintage?.alcohol != null) facts.push([t('alcohol'), alcoholLabel(elabel.vintage.alcohol, lang)]);
  if (contents) facts.push([t('contents'), contents]);
  if (elabel.lot) facts.push([t('lot'), elabel.lot]);
  if (elabel.format.ean) facts.push([t('ean'), elabel.format.ean]);
  const place = [elabel.producer.name, elabel.producer.city].filter(Boolean).join(' · ');
  useEffect(() => {
    document.title = `${elabel.product.name}${vintage ? ` ${vintage}` : ''} — ${t('title')}`;
  }, [elabel.product.name, vintage, t]);
  return (
    <Sheet>
      <Box
        component="main"
        data-testid="elabel"
        sx={{ bgcolor: '#fff', border: `1px solid ${RULE}`, borderRadius: 3, p: { xs: 2.5, sm: 4 } }}
      >
        <Box component="p" sx={{ m: 0, mb: 0.75, color: MUTED, fontSize: '0.9rem' }}>
          {place}
        </Box>
        <Box
          component="h1"
          sx={{
            fontFamily: SERIF,
            fontWeight: 600,
            fontSize: { xs: '1.8rem', sm: '2.2rem' },
            lineHeight: 1.15,
            m: 0,
          }}
        >
          {elabel.product.name}
          {vintage && (
            <Box component="span" sx={{ fontWeight: 400, color: MUTED }}>
              {' '}
              {vintage}
            </Box>
          )}
        </Box>
        {elabel.product.precision && (
          <Box component="p" sx={{ m: 0, mt: 0.5, color: MUTED }}>
            {elabel.product.precision}
          </Box>
        )}
        {facts.length > 0 && (
          <Box
            component="dl"
            aria-label={t('facts')}
            sx={{
              m: 0,
              mt: 2.5,
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gap: 1.5,
            }}
          >
            {facts.map(([term, value]) => (
              <Box key={term}>
                <Box
                  component="dt"
                  sx={{
                    fontSize: '0.74rem',
                    color: MUTED,
                    textTransform: 'uppercase',
                    letterSpacing: '0.08em',
                    fontWeight: 600,
                  }}
                >
                  {term}
                </Box>
                <Box
                  component="dd"
                  sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
                >
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
        )}
        <Ingredients elabel={elabel} />
        <Nutrition elabel={elabel} />
      </Box>
      <Box component="p" sx={{ fontSize: '0.8rem', color: MUTED, mt: 2, textAlign: 'center' }}>
        {t('footer')}
      </Box>
    </Sheet>
  );
}
