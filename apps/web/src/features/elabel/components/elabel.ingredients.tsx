import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import '../elabel.i18n.ts';
import { type Elabel, emphasiseAllergens } from '../logic/elabel.logic.ts';
import { Section } from './elabel.layout.tsx';
import { MUTED } from './elabel.styles.ts';

/** The ingredients, allergens in bold; allergens the list does not name are added after it. */
export function Ingredients({ elabel }: { elabel: Elabel }) {
  const { t } = useTranslation('elabel');
  const lang = useUiLanguage();
  const { segments, unnamed } = emphasiseAllergens(elabel.ingredients, elabel.allergens);
  return (
    <Section id="elabel-ingredients" title={t('ingredients')}>
      <Box
        component="p"
        data-testid="elabel-ingredients"
        sx={{ m: 0, lineHeight: 1.65, fontSize: '1.02rem' }}
      >
        {elabel.ingredients
          ? segments.map((s, i) =>
              // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional
              s.allergen ? <strong key={i}>{s.text}</strong> : <span key={i}>{s.text}</span>,
            )
          : t('noIngredients')}
      </Box>
      {unnamed.length > 0 && (
        <Box component="p" sx={{ m: 0, mt: 1 }}>
          {t('contains')} <strong>{unnamed.map((a) => a[lang]).join(', ')}</strong>
        </Box>
      )}
      {elabel.allergens.length > 0 && (
        <Box component="p" sx={{ m: 0, mt: 1, fontSize: '0.85rem', color: MUTED }}>
          {t('allergenNote')}
        </Box>
      )}
    </Section>
  );
}
