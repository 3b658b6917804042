import type { PriceGridRow, Typology } from '@cuvee/contracts';
import { DEFAULT_VAT_RATES, formatEuros, unitPrice, vatRateFor } from '@cuvee/domain';
import Search from '@mui/icons-material/Search';
import SellOutlined from '@mui/icons-material/SellOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveBar } from '../../../components/form';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useIsMobile } from '../../../components/shared/use-is-mobile.ts';
import { useCurrentShop } from '../../../lib/auth.store.ts';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { priceGridQuery, useSavePriceGrid } from '../api/catalogue.queries.ts';
import { LeaveDialog, useLeaveGuard } from '../components/leave-guard.tsx';
import { PriceGridCards } from '../components/prices/price-grid.cards.tsx';
import { GridCell } from '../components/prices/price-grid.cell.tsx';
import { PriceGridTable } from '../components/prices/price-grid.table.tsx';
import { typologiesInOrder } from '../logic/lists.ts';
import { type GridEdits, gridChanges, invalidCells, shownCell, withEdit } from '../logic/price-grid.ts';
import '../catalogue.i18n.ts';

const PAGE = 25;

/** /dashboard/tarifs: every format × every client typology, edited in place and saved at once. */
export function PriceGridPage() {
  const { t } = useTranslation('catalogue');
  const lang = useUiLanguage();
  const shop = useCurrentShop();
  const readOnly = !useCan('prices.write');
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [page, setPage] = useState(0);
  const [edits, setEdits] = useState<GridEdits>({});
  const query = useQuery(priceGridQuery(debounced, page, PAGE));
  const save = useSavePriceGrid();
  const count = Object.keys(edits).length;
  const invalid = new Set(invalidCells(edits));
  const guard = useLeaveGuard(count > 0);
  const mobile = useIsMobile();

  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(search.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const typologies = typologiesInOrder(shop?.typologies ?? {});
  const hasTVA = shop?.settings.hasTVA !== false;
  // Each product pays the shop's rate of its VAT type (20 %, 10 %, 5,5 % by default).
  const rates = shop?.settings.vatRate ?? DEFAULT_VAT_RATES;
  const euros = (cents: number) => formatEuros(cents, lang === 'fr' ? 'fr-FR' : 'en-GB');
  const rows = query.data?.rows ?? [];

  function renderCell(row: PriceGridRow, key: string, typo: Typology) {
    const cell = shownCell(row, key, edits);
    const rate = hasTVA ? vatRateFor(row.vatType, rates) : 0;
    const fallback = unitPrice({ price: row.price }, key, typo, rate, { hasTVA }).shown;
    return (
      <GridCell
        typologyName={typo.name}
        basis={typo.ttc ? t('grid.ttc') : t('grid.ht')}
        price={cell.price}
        visible={cell.visible}
        placeholder={euros(fallback).replace(/\s?€/, '')}
        edited={Boolean(edits[`${row.formatId}|${key}`])}
        invalid={invalid.has(`${row.formatId}|${key}`)}
        readOnly={readOnly}
        onChange={(change) => setEdits((e) => withEdit(e, row, key, change))}
        testId={`cell-${row.formatId}-${key}`}
      />
    );
  }

  async function submit() {
    if (!count || invalid.size) return;
    try {
      await save.mutateAsync(gridChanges(edits));
      setEdits({});
    } catch {
      // The API's message is in the snackbar; the edits stay to be corrected.
    }
  }

  return (
    <Box sx={{ maxWidth: 1500, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 260 }}>
          <Typography variant="h1">{t('grid.title')}</Typography>
          <Typography sx={{ color: 'text.secondary', maxWidth: 760 }}>{t('grid.intro')}</Typography>
        </Box>
      </Box>
      {readOnly && <Alert severity="info">{t('grid.readOnly')}</Alert>}
      <TextField
        size="small"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('grid.search')}
        sx={{ maxWidth: 420, bgcolor: 'background.paper' }}
        slotProps={{
          htmlInput: { 'aria-label': t('grid.search'), maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
          },
        }}
      />

      <Card sx={{ overflow: 'hidden', ...(mobile && { bgcolor: 'transparent', border: 0 }) }}>
        <Box sx={{ height: 4 }}>{query.isFetching && <LinearProgress aria-hidden />}</Box>
        {!query.isPending && rows.length === 0 ? (
          <EmptyState icon={<SellOutlined />} title={t('grid.empty')} text={t('grid.emptyText')} />
        ) : mobile ? (
          <PriceGridCards
            rows={rows}
            loading={query.isPending}
            typologies={typologies}
            renderCell={renderCell}
            euros={euros}
          />
        ) : (
          <PriceGridTable
            rows={rows}
            loading={query.isPending}
            typologies={typologies}
            renderCell={renderCell}
            euros={euros}
          />
        )}
        {(query.data?.total ?? 0) > PAGE && (
          <TablePagination
            component="div"
            count={query.data?.total ?? 0}
            page={page}
            rowsPerPage={PAGE}
            rowsPerPageOptions={[PAGE]}
            onPageChange={(_, next) => setPage(next)}
            labelRowsPerPage={t('list.rowsPerPage')}
            labelDisplayedRows={({ from, to, count: total }) =>
              t('list.displayedRows', { from, to, count: total })
            }
          />
        )}
      </Card>

      {!readOnly && (
        <SaveBar
          dirty={count > 0}
          saving={save.isPending}
          invalid={invalid.size > 0}
          onSave={() => void submit()}
          onCancel={() => setEdits({})}
          saveLabel={t('grid.save')}
          status={
            invalid.size ? t('grid.invalid') : count ? t('grid.changes', { count }) : t('grid.noChanges')
          }
          statusTestId="grid-status"
          hideWhenCleanOnMobile
        />
      )}
      <LeaveDialog blocker={guard.blocker} />
    </Box>
  );
}
