import type { EntryProduct } from '@cuvee/contracts';
import { PRODUCT_STATUS_LABELS } from '@cuvee/domain';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type UIEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutocompleteInput } from '../../../components/form/autocomplete-input.tsx';
import { entryProductsQuery } from '../api/order-add.queries.ts';
import { useOrderFormat } from '../components/order-format.ts';

/*
 * The entry's product picker (issue 24): searched and paged by the API's entry route, which
 * whoever may enter a document may call (the catalogue's routes ask seeAllProduct). Each option
 * shows what choosing needs: the formats at the client's price and their stock; scrolling to
 * the end of the list asks the next page.
 */

/** The pixels from the list's end at which the next page is asked. */
const NEAR_END = 48;

function ProductOption({ product }: { product: EntryProduct }) {
  const { t } = useTranslation('orders');
  const { euros, lang } = useOrderFormat();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {[product.name, product.precision].filter(Boolean).join(' — ')}
        {product.status !== 'online' && (
          // Not sold online (paused, out of stock, closed): still enterable, said before picking.
          <Box component="span" sx={{ ml: 1, fontWeight: 400, color: 'warning.dark' }}>
            ({PRODUCT_STATUS_LABELS[product.status][lang]})
          </Box>
        )}
      </Typography>
      {product.formats.map((f) => (
        <Typography key={f.id} variant="body2" color="text.secondary">
          {f.label} · {t('add.ht', { price: euros(f.unitHtCents) })} ·{' '}
          {f.available === null ? (
            t('add.stockNotKept')
          ) : (
            // None left to sell: the person sees it before picking.
            <Box
              component="span"
              sx={f.available <= 0 ? { color: 'error.main', fontWeight: 600 } : undefined}
            >
              {t('add.stock', { count: f.available })}
            </Box>
          )}
          {f.offered ? null : ` · ${t('add.notOffered')}`}
        </Typography>
      ))}
    </Box>
  );
}

export function ProductPicker({
  clientId,
  onPick,
}: {
  /** The client the document is for: the prices shown are its typology's. */
  clientId: string | null;
  onPick: (product: EntryProduct) => void;
}) {
  const { t } = useTranslation('orders');
  const [search, setSearch] = useState('');
  const query = useInfiniteQuery(entryProductsQuery(search, clientId));
  const pages = query.data?.pages ?? [];
  const options = pages.flatMap((page) => page.products).filter((p) => p.formats.length > 0);
  const total = pages[0]?.total ?? 0;
  const typology = pages[0]?.typology ?? null;
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_END && query.hasNextPage)
      if (!query.isFetchingNextPage) void query.fetchNextPage();
  };
  return (
    <Autocomplete
      value={null}
      onChange={(_, product) => product && onPick(product)}
      inputValue={search}
      onInputChange={(_, next, reason) => setSearch(reason === 'reset' ? '' : next)}
      options={options}
      filterOptions={(o) => o}
      loading={query.isFetching}
      getOptionLabel={(p) => p.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={({ key, ...props }, product) => (
        <li key={key} {...props}>
          <ProductOption product={product} />
        </li>
      )}
      slotProps={{ listbox: { onScroll } }}
      noOptionsText={t('add.noProduct')}
      renderInput={(params) => (
        <AutocompleteInput
          params={params}
          label={t('add.product')}
          placeholder={t('add.productHint')}
          helperText={[
            typology ? t('add.priceFor', { typology }) : t('add.publicPrice'),
            total > options.length ? t('add.shownOf', { shown: options.length, total }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      )}
    />
  );
}
