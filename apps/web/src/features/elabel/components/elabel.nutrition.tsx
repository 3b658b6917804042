import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import '../elabel.i18n.ts';
import { type Elabel, formatEnergy, NUTRITION_ROWS, nutritionValue } from '../logic/elabel.logic.ts';
import { Section } from './elabel.layout.tsx';
import { INK, MUTED, RULE } from './elabel.styles.ts';

/** The energy, then the nutrition table per 100 ml (with the French names beside another language). */
export function Nutrition({ elabel }: { elabel: Elabel }) {
  const { t, i18n } = useTranslation('elabel');
  const fr = i18n.getFixedT('fr', 'elabel');
  const lang = useUiLanguage();
  const nutrition = elabel.nutrition;
  return (
    <Section id="elabel-nutrition" title={t('nutritionTitle')}>
      {nutrition ? (
        <>
          <Box component="p" data-testid="elabel-energy" sx={{ m: 0, mb: 1.5, fontWeight: 700 }}>
            {t('energyShort', { value: formatEnergy(nutrition, lang) })}
          </Box>
          <Box
            component="table"
            data-testid="elabel-nutrition"
            sx={{
              width: '100%',
              borderCollapse: 'collapse',
              fontSize: '1rem',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            <Box
              component="caption"
              sx={{
                position: 'absolute',
                width: '1px',
                height: '1px',
                overflow: 'hidden',
                clip: 'rect(0 0 0 0)',
                whiteSpace: 'nowrap',
              }}
            >
              {t('nutritionCaption')}
            </Box>
            <thead>
              <tr>
                <Box
                  component="th"
                  scope="col"
                  sx={{
                    textAlign: 'left',
                    fontSize: '0.78rem',
                    color: MUTED,
                    fontWeight: 600,
                    pb: 0.75,
                    borderBottom: `2px solid ${INK}`,
                  }}
                >
                  {t('nutrient')}
                </Box>
                <Box
                  component="th"
                  scope="col"
                  sx={{
                    textAlign: 'right',
                    fontSize: '0.78rem',
                    color: MUTED,
                    fontWeight: 600,
                    pb: 0.75,
                    borderBottom: `2px solid ${INK}`,
                  }}
                >
                  {t('per100')}
                </Box>
              </tr>
            </thead>
            <tbody>
              {NUTRITION_ROWS.map((row) => (
                <tr key={row.key}>
                  <Box
                    component="th"
                    scope="row"
                    sx={{
                      textAlign: 'left',
                      fontWeight: row.indent ? 400 : 600,
                      pl: row.indent ? 2.5 : 0,
                      py: 1,
                      borderBottom: `1px solid ${RULE}`,
                    }}
                  >
                    {t(`rows.${row.key}`)}
                    {lang !== 'fr' && (
                      // The label's legal language stays alongside the reader's (France: French).
                      <Box
                        component="span"
                        lang="fr"
                        sx={{ display: 'block', fontSize: '0.78rem', fontWeight: 400, color: MUTED }}
                      >
                        {fr(`rows.${row.key}`)}
                      </Box>
                    )}
                  </Box>
                  <Box
                    component="td"
                    sx={{
                      textAlign: 'right',
                      py: 1,
                      borderBottom: `1px solid ${RULE}`,
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {nutritionValue(row.key, nutrition, lang)}
                  </Box>
                </tr>
              ))}
            </tbody>
          </Box>
        </>
      ) : (
        <Box component="p" sx={{ m: 0, color: MUTED }}>
          {t('noNutrition')}
        </Box>
      )}
    </Section>
  );
}
