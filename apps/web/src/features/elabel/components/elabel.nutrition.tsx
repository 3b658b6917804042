import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import '../elabel.i18n.ts';
import { type Elabel, formatEnergy, NUTRITION_ROWS, nutritionValue } from '../logic/elabel.logic.ts';
import { Section } from './elabel.layout.tsx';

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
          <p data-testid="elabel-energy" className="cv-elabel-energy">
            {t('energyShort', { value: formatEnergy(nutrition, lang) })}
          </p>
          <table data-testid="elabel-nutrition" className="cv-elabel-table">
            <caption className="cv-elabel-sr">{t('nutritionCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('nutrient')}</th>
                <th scope="col">{t('per100')}</th>
              </tr>
            </thead>
            <tbody>
              {NUTRITION_ROWS.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className={row.indent ? 'cv-elabel-indent' : undefined}>
                    {t(`rows.${row.key}`)}
                    {lang !== 'fr' && (
                      // The label's legal language stays alongside the reader's (France: French).
                      <span lang="fr">{fr(`rows.${row.key}`)}</span>
                    )}
                  </th>
                  <td>{nutritionValue(row.key, nutrition, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <p className="cv-elabel-muted">{t('noNutrition')}</p>
      )}
    </Section>
  );
}
