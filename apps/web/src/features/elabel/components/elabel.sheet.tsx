import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../../lib/i18n.ts';
import '../elabel.i18n.ts';
import { alcoholLabel, contentsLabel, type Elabel } from '../logic/elabel.logic.ts';
import { Ingredients } from './elabel.ingredients.tsx';
import { Sheet } from './elabel.layout.tsx';
import { Nutrition } from './elabel.nutrition.tsx';

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
      <main data-testid="elabel" className="cv-elabel-card">
        <p className="cv-elabel-place">{place}</p>
        <h1 className="cv-elabel-name">
          {elabel.product.name}
          {vintage && <span> {vintage}</span>}
        </h1>
        {elabel.product.precision && <p className="cv-elabel-precision">{elabel.product.precision}</p>}
        {facts.length > 0 && (
          <dl aria-label={t('facts')} className="cv-elabel-facts">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        <Ingredients elabel={elabel} />
        <Nutrition elabel={elabel} />
      </main>
      <p className="cv-elabel-footer">{t('footer')}</p>
    </Sheet>
  );
}
