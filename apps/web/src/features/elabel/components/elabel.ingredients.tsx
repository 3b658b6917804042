import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import '../elabel.i18n.ts';
import { type Elabel, emphasiseAllergens } from '../logic/elabel.logic.ts';
import { Section } from './elabel.layout.tsx';

/** The ingredients, allergens in bold; allergens the list does not name are added after it. */
export function Ingredients({ elabel }: { elabel: Elabel }) {
  const { t } = useTranslation('elabel');
  const lang = useUiLanguage();
  const { segments, unnamed } = emphasiseAllergens(elabel.ingredients, elabel.allergens);
  return (
    <Section id="elabel-ingredients" title={t('ingredients')}>
      <p data-testid="elabel-ingredients" className="cv-elabel-ingredients">
        {elabel.ingredients
          ? segments.map((s, i) =>
              // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional
              s.allergen ? <strong key={i}>{s.text}</strong> : <span key={i}>{s.text}</span>,
            )
          : t('noIngredients')}
      </p>
      {unnamed.length > 0 && (
        <p className="cv-elabel-more">
          {t('contains')} <strong>{unnamed.map((a) => a[lang]).join(', ')}</strong>
        </p>
      )}
      {elabel.allergens.length > 0 && <p className="cv-elabel-more cv-elabel-note">{t('allergenNote')}</p>}
    </Section>
  );
}
