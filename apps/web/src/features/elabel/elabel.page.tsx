import Box from '@mui/material/Box';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useUiLanguage } from '../../lib/i18n.ts';
import { LanguageSwitch } from '../../lib/language-switch.tsx';
import { type ElabelState as State, useElabel, useShopElabel } from './elabel.api.ts';
import './elabel.i18n.ts';
import {
  alcoholLabel,
  contentsLabel,
  type Elabel,
  emphasiseAllergens,
  formatEnergy,
  gs1Request,
  NUTRITION_ROWS,
  nutritionValue,
} from './elabel.logic.ts';

const SERIF = 'Georgia, "Liberation Serif", "Times New Roman", serif';
const INK = '#1f1a17';
const MUTED = '#5b524b';
const RULE = '#e3dbd1';

/** The frame of every e-label screen: a narrow, quiet column, nothing but the label. */
function Sheet({ children }: { children: ReactNode }) {
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

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
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

function Ingredients({ elabel }: { elabel: Elabel }) {
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

function Nutrition({ elabel }: { elabel: Elabel }) {
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

function Loading() {
  return (
    <Sheet>
      <Box
        aria-busy="true"
        sx={{ bgcolor: '#fff', border: `1px solid ${RULE}`, borderRadius: 3, height: 560 }}
      />
    </Sheet>
  );
}

function ElabelState({ state, code }: { state: State; code?: string }) {
  const { t } = useTranslation('elabel');
  if (state.data?.kind === 'found') return <ElabelSheet elabel={state.data.elabel} />;
  if (state.data?.kind === 'missing') return <ElabelMissing message={state.data.message} code={code} />;
  if (state.isError) {
    return (
      <Sheet>
        <Box component="main" role="alert" sx={{ textAlign: 'center', py: 8 }}>
          <Box component="h1" sx={{ fontFamily: SERIF, fontSize: '1.4rem', m: 0, mb: 2 }}>
            {t('loadError')}
          </Box>
          <Box
            component="button"
            type="button"
            onClick={() => void state.refetch()}
            sx={{
              font: 'inherit',
              minHeight: 44,
              px: 3,
              borderRadius: 99,
              border: `1px solid ${INK}`,
              bgcolor: 'transparent',
              cursor: 'pointer',
            }}
          >
            {t('retry')}
          </Box>
        </Box>
      </Sheet>
    );
  }
  return <Loading />;
}

/** '/gs1/01/:ean[/22/:vintage][/10/:lotNumber]': the GS1 Digital Link of a bottle's QR code. */
export function Gs1ElabelPage() {
  const request = gs1Request(useParams());
  const state = useElabel(request.gtin, request.vintage, request.lot);
  if (!request.gtin)
    return <ElabelMissing message="Aucun produit ne porte ce code-barres" code={request.raw || undefined} />;
  return <ElabelState state={state} code={request.gtin} />;
}

/** '/:name/nutritiveValues?product=<slug or id>[&vintage=2022]': the same label, from the shop. */
export function NutritiveValuesPage() {
  const { name = '' } = useParams();
  const [params] = useSearchParams();
  const state = useShopElabel(name, params.get('product'), params.get('vintage'));
  return <ElabelState state={state} />;
}
