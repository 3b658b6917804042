import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from '../../../shop-app/router.tsx';
import { type ElabelState as State, useElabel, useShopElabel } from '../api/elabel.queries.ts';
import '../elabel.i18n.ts';
import { Sheet } from '../components/elabel.layout.tsx';
import { ElabelMissing } from '../components/elabel.missing.tsx';
import { ElabelSheet } from '../components/elabel.sheet.tsx';
import { gs1Request } from '../logic/elabel.logic.ts';

export { ElabelMissing } from '../components/elabel.missing.tsx';
export { ElabelSheet } from '../components/elabel.sheet.tsx';

function Loading() {
  return (
    <Sheet>
      <div aria-busy="true" className="cv-elabel-card cv-elabel-wait" />
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
        <main role="alert" className="cv-elabel-error">
          <h1>{t('loadError')}</h1>
          <button type="button" onClick={() => void state.refetch()}>
            {t('retry')}
          </button>
        </main>
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
