import { formatEuros } from '@cuvee/domain';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommitField, ListSelect } from '../../../components/form/filter-fields.tsx';
import { ListBody, NoMatch, PageHeader, ServerPager } from '../../../components/list/index.ts';
import { EmptyState } from '../../../components/shared/empty-state.tsx';
import { useUiLanguage } from '../../../lib/i18n.ts';
import { useCan } from '../../../lib/use-can.ts';
import { LIST_PAGE_SIZE, useUrlFilters } from '../../../lib/use-url-filters.ts';
import { entriesQuery, journalsQuery, periodsQuery } from '../api/accounting.queries.ts';
import { CloseMonthDialog } from '../components/close-month.dialog.tsx';
import { EntryCard } from '../components/entry-card.tsx';
import { ExportsDialog } from '../components/exports.dialog.tsx';
import { entryFiltersOf, monthLabel, recentMonths } from '../logic/periods.ts';
import '../accounting.i18n.ts';

/** The selection's totals: debit, credit, and whether they balance. */
function Totals(props: { debit: number; credit: number; entries: number }) {
  const { t } = useTranslation('accounting');
  const balanced = props.debit === props.credit;
  return (
    <Card
      variant="outlined"
      data-testid="journal-totals"
      sx={{ p: 1.5, display: 'flex', gap: { xs: 1, sm: 3 }, flexWrap: 'wrap', alignItems: 'baseline' }}
    >
      <Typography sx={{ fontWeight: 600, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
        {t('journals.totals')} ({props.entries})
      </Typography>
      <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('journals.debit')} <strong data-testid="total-debit">{formatEuros(props.debit)}</strong>
      </Typography>
      <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('journals.credit')} <strong data-testid="total-credit">{formatEuros(props.credit)}</strong>
      </Typography>
      <Typography sx={{ color: balanced ? 'success.main' : 'error.main', fontWeight: 600 }}>
        {balanced ? t('journals.balanced') : t('journals.unbalanced')}
      </Typography>
    </Card>
  );
}

/**
 * /dashboard/accounting/journals (accessAccounting): the entries by journal and month, with
 * their lines, lettering and totals, a server page at a time, filters in the URL
 * (`?journal=VT&month=2026-10&lettered=no&account=411`); closing a month; the exports.
 */
export function JournalsPage() {
  const { t } = useTranslation('accounting');
  const lang = useUiLanguage();
  const canClose = useCan('accounting.close');
  const canExport = useCan('accounting.export');
  const url = useUrlFilters();
  const { month, ...filters } = entryFiltersOf(url.params, url.page);
  const query = useQuery(entriesQuery(filters));
  const journals = useQuery(journalsQuery());
  const periods = useQuery(periodsQuery());
  const [dialog, setDialog] = useState<'close' | 'exports' | null>(null);
  const filtered = Boolean(filters.journal || month || filters.lettered || filters.account);
  const closed = (periods.data ?? []).map((p) => p.month);
  const lastClosed = closed.slice().sort().at(-1);
  const entries = query.data?.entries ?? [];
  const total = query.data?.total ?? 0;
  return (
    <Box sx={{ maxWidth: 1280, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageHeader
        title={t('journals.title')}
        subtitle={
          lastClosed
            ? t('journals.close.closedUntil', { month: monthLabel(lastClosed, lang) })
            : t('journals.subtitle')
        }
        actions={
          <>
            {canExport && (
              <Button
                variant="outlined"
                startIcon={<FileDownloadOutlined />}
                onClick={() => setDialog('exports')}
              >
                {t('journals.exports.button')}
              </Button>
            )}
            {canClose && (
              <Button variant="contained" startIcon={<LockOutlined />} onClick={() => setDialog('close')}>
                {t('journals.close.button')}
              </Button>
            )}
          </>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: '200px 200px 170px 170px' },
        }}
      >
        <ListSelect
          label={t('journals.journal')}
          allLabel={t('journals.allJournals')}
          value={filters.journal}
          options={(journals.data ?? []).map((j) => ({ value: j.code, label: `${j.code} — ${j.label}` }))}
          onChange={(v) => url.set('journal', v)}
          testId="filter-journal"
        />
        <ListSelect
          label={t('journals.month')}
          allLabel={t('journals.allMonths')}
          value={month}
          options={recentMonths(24).map((m) => ({ value: m, label: monthLabel(m, lang) }))}
          onChange={(v) => url.set('month', v)}
          testId="filter-month"
        />
        <ListSelect
          label={t('journals.lettering')}
          allLabel={t('journals.allLettering')}
          value={filters.lettered}
          options={[
            { value: 'yes', label: t('journals.lettered') },
            { value: 'no', label: t('journals.unlettered') },
          ]}
          onChange={(v) => url.set('lettered', v)}
          testId="filter-lettered"
        />
        <CommitField
          size="small"
          label={t('journals.account')}
          placeholder={t('journals.accountPlaceholder')}
          value={filters.account}
          onCommit={(v) => url.set('account', v)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
        />
      </Box>
      {query.data && query.data.totals.entries > 0 && (
        <Totals
          debit={query.data.totals.debit}
          credit={query.data.totals.credit}
          entries={query.data.totals.entries}
        />
      )}
      <ListBody
        query={query}
        count={total}
        testId="journal-entries"
        loadError={t('journals.loadError')}
        empty={
          filtered ? (
            <NoMatch title={t('journals.noMatch')} onClear={url.clear} />
          ) : (
            <EmptyState
              icon={<MenuBookOutlined />}
              title={t('journals.empty')}
              text={t('journals.emptyText')}
            />
          )
        }
        table={
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('journals.title')}>
            {entries.map((e) => (
              <EntryCard key={e.id} entry={e} />
            ))}
          </Box>
        }
        pager={
          total > LIST_PAGE_SIZE ? (
            <ServerPager total={total} page={url.page} pageSize={LIST_PAGE_SIZE} onPage={url.setPage} />
          ) : null
        }
      />
      {dialog === 'close' && <CloseMonthDialog closed={closed} onClose={() => setDialog(null)} />}
      {dialog === 'exports' && <ExportsDialog month={month} onClose={() => setDialog(null)} />}
    </Box>
  );
}
