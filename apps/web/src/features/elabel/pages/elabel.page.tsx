import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from '../../../shop-app/router.tsx';
import { type ElabelState as State, useElabel, useShopElabel } from '../api/elabel.queries.ts';
import '../elabel.i18n.ts';
import { Sheet } from '../components/elabel.layout.tsx';
import { ElabelMissing } from '../components/elabel.missing.tsx';
import { ElabelSheet } from '../components/elabel.sheet.tsx';
import { INK, RULE, SERIF } from '../components/elabel.styles.ts';
import { gs1Request } from '../logic/elabel.logic.ts';

export { ElabelMissing } from '../components/elabel.missing.tsx';
export { ElabelSheet } from '../components/elabel.sheet.tsx';

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
